#!/usr/bin/env bash
# Updates the shop on a plain server without breaking pages: builds the new version in its own
# folder beside the running one (a build in place empties build/client under the running
# server), backs up, switches the /srv/tienda/current symlink at once, then reloads (rolling
# restart with WEB_CONCURRENCY >= 2) or restarts (one process) the service.
#
#   sudo -u tienda deploy/update.sh <git ref>      (from a checkout in /srv/tienda/repo)
set -euo pipefail
ref=${1:?uso: deploy/update.sh <rama, etiqueta o commit>}
root=${TIENDA_ROOT:-/srv/tienda}
repo=${TIENDA_REPO:-$root/repo}
env_file=${TIENDA_ENV:-/etc/tienda/tienda.env}
keep=${TIENDA_KEEP_RELEASES:-3}

release="$root/releases/$(date -u +%Y%m%dT%H%M%SZ)"
git -C "$repo" fetch --quiet --tags origin
mkdir -p "$release"
git -C "$repo" archive "$ref" | tar -x -C "$release"
cd "$release"
npm ci --no-audit --no-fund
npm run build

# The variables of the running shop, for the backup and the first administrador's commands.
set -a
# shellcheck disable=SC1090
. "$env_file"
set +a
echo "Copia de seguridad antes de actualizar (la nueva versión migra la base al iniciar)..."
NODE_ENV=production npm run --silent backup

ln -sfn "$release" "$root/current.new"
mv -T "$root/current.new" "$root/current"
echo "Versión en uso: $release"

if [ "${WEB_CONCURRENCY:-1}" -ge 2 ] && [ -n "${DATABASE_URL:-}" ]; then
  sudo systemctl reload tienda
else
  sudo systemctl restart tienda
fi

# Old releases beyond the last $keep (the running one included) are removed.
ls -1d "$root"/releases/*/ | sort | head -n "-$keep" | xargs -r rm -rf
