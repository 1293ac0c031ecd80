#!/bin/sh
# One backup of the website, then the backups older than KEEP_DAYS removed (docs/deploy.md,
# "Backups"). Run as the service's user, by dept-website-backup.service or by cron.
# Each backup is a folder named by the time it started, in UTC, to the second
# (2026-11-25T210000Z): names never collide across daylight-saving changes or two runs a minute.
set -eu
BACKUPS="${BACKUPS:-/var/backups/dept-website}"
KEEP_DAYS="${KEEP_DAYS:-14}"
ENV_FILE="${ENV_FILE:-/etc/dept-website/env}"
cd "${RELEASE_DIR:-/opt/dept-website/current}"
node --env-file="$ENV_FILE" packages/server/dist/cli.js backup "$BACKUPS/$(date -u +%Y-%m-%dT%H%M%SZ)"
# Only folders this script names (a date first), never anything else kept there.
find "$BACKUPS" -mindepth 1 -maxdepth 1 -type d -name '20[0-9][0-9]-*' -mtime +"$KEEP_DAYS" -exec rm -rf {} +
