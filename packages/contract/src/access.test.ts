import { describe, expect, it } from "vitest";
import { ACCESS_ROLES, can, denial, visibleCollections, type AccessAction } from "./access.js";
import { ROLES, type Role } from "./accounts.js";
import { ENTRY_COLLECTIONS } from "./registry/index.js";

/** The rules as the spec states them, written out here rather than read from the policy. */
const ROLE_TABLE: Record<AccessAction, string> = {
  read: "admin publisher editor faculty",
  ownAccount: "admin publisher editor faculty",
  create: "admin publisher editor",
  save: "admin publisher editor faculty",
  submit: "admin publisher editor faculty",
  upload: "admin publisher editor faculty",
  publish: "admin publisher",
  unpublish: "admin publisher",
  delete: "admin publisher",
  restore: "admin publisher",
  schedule: "admin publisher",
  move: "admin publisher",
  checkLinks: "admin publisher",
  readPublications: "admin publisher",
  restorePublication: "admin publisher",
  refreshPublications: "admin publisher",
  readTranslations: "admin publisher editor faculty",
  manageAccounts: "admin",
  readAudit: "admin",
};
const ACTIONS = Object.keys(ROLE_TABLE) as AccessAction[];
const NEVER: Record<string, readonly AccessAction[]> = {
  site: ["create", "unpublish", "delete"],
  notices: ["move"],
  publications: ["move"],
};

const accountOf = (role: Role) => ({ role, facultyId: role === "faculty" ? "f-01" : null });

function expected(role: Role, action: AccessAction, collection: string, own: boolean): boolean {
  if (!ROLE_TABLE[action].split(" ").includes(role)) return false;
  if (role === "faculty" && !(collection === "faculty" && own)) return false;
  return !NEVER[collection]?.includes(action);
}

describe("the access policy", () => {
  it("has a rule for every action", () => {
    expect(Object.keys(ACCESS_ROLES).sort()).toEqual([...ACTIONS].sort());
  });

  it("answers every role × action × ownership × collection as the spec says", () => {
    let cases = 0;
    const wrong: string[] = [];
    for (const role of ROLES) {
      for (const action of ACTIONS) {
        // Without an entry: the role alone.
        if (can(accountOf(role), action) !== ROLE_TABLE[action].split(" ").includes(role))
          wrong.push(`${role} ${action}`);
        for (const collection of ENTRY_COLLECTIONS) {
          for (const own of [true, false]) {
            const identity = collection === "faculty" ? (own ? "f-01" : "f-02") : null;
            // Only a faculty profile can be a faculty account's own.
            const owned = own && collection === "faculty";
            const answer = can(accountOf(role), action, { collection, identity });
            if (answer !== expected(role, action, collection, owned))
              wrong.push(`${role} ${action} ${collection} own=${own}: ${answer}`);
            cases += 1;
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBe(ROLES.length * ACTIONS.length * ENTRY_COLLECTIONS.length * 2);
  });

  it("says why: the role, the entry not being one's own, or the collection's rule", () => {
    expect(denial(accountOf("editor"), "publish")?.reason).toBe("role");
    expect(denial(accountOf("faculty"), "save", { collection: "faculty", identity: "f-02" })?.reason).toBe("ownership");
    expect(denial(accountOf("faculty"), "read", { collection: "notices", identity: null })?.reason).toBe("ownership");
    expect(denial(accountOf("admin"), "delete", { collection: "site", identity: null })).toEqual({
      reason: "collection",
      message: expect.stringMatching(/site content cannot be taken off/),
    });
    expect(denial(accountOf("publisher"), "move", { collection: "notices", identity: null })?.message).toBe(
      "Notices are shown newest first: change the date to move one.",
    );
    expect(denial(accountOf("admin"), "move", { collection: "workshops", identity: null })).toBeUndefined();
  });

  it("shows a faculty account its profile's collection only, and other roles every collection", () => {
    expect(visibleCollections(accountOf("faculty"), ENTRY_COLLECTIONS)).toEqual(["faculty"]);
    for (const role of ["admin", "publisher", "editor"] as const)
      expect(visibleCollections(accountOf(role), ENTRY_COLLECTIONS)).toEqual([...ENTRY_COLLECTIONS]);
  });
});
