/** GET /admin/api/users: the staff accounts (admins only). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getUsers = async () => (await adminCall("users")).users;

export const usersQueryOptions = () => queryOptions({ queryKey: queryKeys.users, queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
