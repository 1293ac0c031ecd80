/**
 * The listening socket systemd passes to a socket-activated service (sd_listen_fds(3)): file
 * descriptor 3 when LISTEN_FDS is 1 and LISTEN_PID names this process. The variables are removed
 * once read, so no process this one starts takes the socket for its own.
 */
const FIRST_PASSED_FD = 3;

export function activatedSocket(env: NodeJS.ProcessEnv = process.env, pid = process.pid): number | undefined {
  const count = env.LISTEN_FDS;
  const forPid = env.LISTEN_PID;
  delete env.LISTEN_FDS;
  delete env.LISTEN_PID;
  delete env.LISTEN_FDNAMES;
  if (count === undefined || forPid !== String(pid)) return undefined;
  if (count !== "1") throw new Error(`systemd passed ${count} sockets; the unit must listen on exactly one`);
  return FIRST_PASSED_FD;
}
