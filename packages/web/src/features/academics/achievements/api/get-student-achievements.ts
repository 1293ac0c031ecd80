import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchRoute } from "../../../../lib/api";

export const fetchStudentAchievements = (signal?: AbortSignal) => fetchRoute("studentAchievements", { signal });

export const studentAchievementsQueryOptions = () =>
  queryOptions({ queryKey: ["generals", "studentAchievements"], queryFn: ({ signal }) => fetchStudentAchievements(signal) });

export const useStudentAchievements = () => useQuery(studentAchievementsQueryOptions());
