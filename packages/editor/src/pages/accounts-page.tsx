import { useCallback, useEffect, useState, type FormEvent } from "react";
import { ROLES, type AccountUser, type Role } from "@dept/contract";
import { call } from "./api";
import { Field, FormError, splitError } from "./form";

const errorText = (caught: unknown) => (caught instanceof Error ? caught.message : String(caught));

/** Accounts (admins only): add one, change a role, disable or enable, set a new password. */
export function AccountsPage({ self }: { self: string }) {
  const [users, setUsers] = useState<AccountUser[] | undefined>();
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | undefined>();

  const reload = useCallback(() => call<{ users: AccountUser[] }>("GET", "users").then((data) => setUsers(data.users), (caught: unknown) => setError(errorText(caught))), []);
  useEffect(() => void reload(), [reload]);

  const change = async (user: AccountUser, body: Record<string, unknown>, done: string) => {
    setError(undefined);
    try {
      await call("PATCH", `users/${encodeURIComponent(user.email)}`, body);
      setStatus(done);
      await reload();
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const resetPassword = async (user: AccountUser) => {
    const password = window.prompt(`New password for ${user.email} (at least 12 characters)`);
    if (!password) return;
    setError(undefined);
    try {
      await call("POST", `users/${encodeURIComponent(user.email)}/password`, { password });
      setStatus(`The password of ${user.email} is set; its sessions have ended.`);
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  return (
    <>
      <h1>Accounts</h1>
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
      {!users && !error && <p>loading</p>}
      {users && (
        <div className="table-scroll">
          <table>
            <caption>Staff accounts</caption>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">State</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.email}>
                  <td>{user.email}</td>
                  <td>
                    {user.role}
                    {user.facultyId ? ` (${user.facultyId})` : ""}
                  </td>
                  <td>{user.disabled ? "disabled" : "active"}</td>
                  <td className="actions">
                    {user.email !== self && (
                      <>
                        <label className="inline">
                          <span className="visually-hidden">Role of {user.email}</span>
                          <select
                            value={user.role}
                            disabled={user.role === "faculty"}
                            onChange={(event) => void change(user, { role: event.target.value as Role }, `${user.email} is now ${event.target.value}.`)}
                          >
                            {ROLES.filter((role) => role !== "faculty" || user.role === "faculty").map((role) => (
                              <option key={role}>{role}</option>
                            ))}
                          </select>
                        </label>
                        <button type="button" onClick={() => void change(user, { disabled: !user.disabled }, `${user.email} is ${user.disabled ? "enabled" : "disabled"}.`)}>
                          {user.disabled ? "Enable" : "Disable"}
                          <span className="visually-hidden"> {user.email}</span>
                        </button>
                      </>
                    )}
                    <button type="button" onClick={() => void resetPassword(user)}>
                      Set password<span className="visually-hidden"> of {user.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AddAccount onAdded={(email) => { setStatus(`Added ${email}.`); void reload(); }} />
    </>
  );
}

function AddAccount({ onAdded }: { onAdded: (email: string) => void }) {
  const [role, setRole] = useState<Role>("editor");
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(undefined);
    try {
      const added = await call<AccountUser>("POST", "users", {
        email: form.get("email"),
        role,
        facultyId: role === "faculty" ? form.get("facultyId") : null,
        password: form.get("password"),
      });
      formElement.reset();
      onAdded(added.email);
    } catch (caught) {
      setError(errorText(caught));
    }
  };

  const problem = splitError(error);
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
