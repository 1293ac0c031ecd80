import { useState, type FormEvent } from "react";
import { ROLES, type AccountUser, type Role } from "@dept/contract";
import { useAddUser } from "../api/add-user";
import { useChangeUser } from "../api/change-user";
import { useUsers } from "../api/get-users";
import { useSetUserPassword } from "../api/set-user-password";
import { Field, FormError, splitError } from "../components/form";
import { DataTable } from "../components/data-table";
import { QueryState } from "../components/query-state";

/** Accounts (admins only): add one, change a role, disable or enable, set a new password. */
export function AccountsPage({ self }: { self: string }) {
  const { data: users, error: loadError } = useUsers();
  const changeUser = useChangeUser();
  const setPassword = useSetUserPassword();
  const [status, setStatus] = useState("");
  // The last action's error, or the list's when it could not be read.
  const error = (changeUser.error ?? setPassword.error ?? (users ? undefined : loadError))?.message;

  const change = (user: AccountUser, change: { role: Role } | { disabled: boolean }, done: string) => {
    setPassword.reset();
    changeUser.mutate({ email: user.email, change }, { onSuccess: () => setStatus(done) });
  };

  const resetPassword = (user: AccountUser) => {
    const password = window.prompt(`New password for ${user.email} (at least 12 characters)`);
    if (!password) return;
    changeUser.reset();
    setPassword.mutate(
      { email: user.email, password },
      { onSuccess: () => setStatus(`The password of ${user.email} is set; its sessions have ended.`) },
    );
  };

  // One's own account keeps its role and stays enabled: another admin changes those.
  const actions = (user: AccountUser) => (
    <>
      {user.email !== self && (
        <>
          <label className="inline">
            <span className="visually-hidden">Role of {user.email}</span>
            <select
              value={user.role}
              disabled={user.role === "faculty"}
              onChange={(event) =>
                change(user, { role: event.target.value as Role }, `${user.email} is now ${event.target.value}.`)
              }
            >
              {ROLES.filter((role) => role !== "faculty" || user.role === "faculty").map((role) => (
                <option key={role}>{role}</option>
              ))}
            </select>
          </label>
          <button
            type="button"
            onClick={() =>
              change(user, { disabled: !user.disabled }, `${user.email} is ${user.disabled ? "enabled" : "disabled"}.`)
            }
          >
            {user.disabled ? "Enable" : "Disable"}
            <span className="visually-hidden"> {user.email}</span>
          </button>
        </>
      )}
      <button type="button" onClick={() => resetPassword(user)}>
        Set password<span className="visually-hidden"> of {user.email}</span>
      </button>
    </>
  );

  return (
    <>
      <h1>Accounts</h1>
      <p role="status">{status}</p>
      <QueryState data={users} error={error}>
        {(users) => (
          <DataTable
            label="Staff accounts"
            caption="Staff accounts"
            columns={[
              { header: "Email", cell: (user) => user.email },
              { header: "Role", cell: (user) => `${user.role}${user.facultyId ? ` (${user.facultyId})` : ""}` },
              { header: "State", cell: (user) => (user.disabled ? "disabled" : "active") },
              { header: "Actions", className: "actions", cell: actions },
            ]}
            rows={users}
            rowKey={(user) => user.email}
          />
        )}
      </QueryState>
      <AddAccount onAdded={(email) => setStatus(`Added ${email}.`)} />
    </>
  );
}

function AddAccount({ onAdded }: { onAdded: (email: string) => void }) {
  const [role, setRole] = useState<Role>("editor");
  const addUser = useAddUser();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const text = (name: string) => String(form.get(name) ?? "");
    const account = {
      email: text("email"),
      role,
      facultyId: role === "faculty" ? text("facultyId") : null,
      password: text("password"),
    };
    addUser.mutate(account, {
      onSuccess: (added) => {
        formElement.reset();
        onAdded(added.email);
      },
    });
  };

  const problem = splitError(addUser.error?.message);
  return (
    <form onSubmit={submit} noValidate className="add-account">
      <h2>Add an account</h2>
      <Field label="Email" name="email" error={problem}>
        {(props) => <input {...props} type="email" autoComplete="off" required />}
      </Field>
      <Field label="Role" name="role" error={problem}>
        {(props) => (
          <select {...props} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        )}
      </Field>
      {role === "faculty" && (
        <Field label="Faculty id" name="facultyId" error={problem}>
          {(props) => <input {...props} type="text" required />}
        </Field>
      )}
      <Field label="Password" name="password" error={problem}>
        {(props) => <input {...props} type="password" autoComplete="new-password" minLength={12} required />}
      </Field>
      <FormError error={problem} />
      <button type="submit">Add account</button>
    </form>
  );
}
