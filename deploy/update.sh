#!/usr/bin/env bash
# Updates the shop on a plain server without breaking pages: builds the new version in its own
# folder beside the running one (a build in place empties build/client under the running
# server), backs up, switches the /srv/tienda/current symlink at once, then reloads (rolling
# restart with WEB_CONCURRENCY >= 2) or restarts (one process) the service.
#
#   sudo -u tienda deploy/update.sh <rama, etiqueta o commit>      (from a checkout in /srv/tienda/repo)
#
# The ref is what origin has after this script's own fetch (origin/<rama>, then a tag, then a
# commit), never the checkout's local branch, which a fetch does not move.
#
# Variables: TIENDA_ROOT (/srv/tienda), TIENDA_REPO ($TIENDA_ROOT/repo), TIENDA_ENV
# (/etc/tienda/tienda.env), TIENDA_KEEP_RELEASES (3). TIENDA_NODE_MODULES=<folder> links that
# node_modules into the release instead of running `npm ci` (the update test reuses the
# checkout's; it must come from the same package-lock.json).
set -euo pipefail
# What this run writes (the release, the backup) is for the shop's user only; the unit sets the
# same UMask for what the shop writes.
umask 077

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=deploy/env-file.sh
. "$here/env-file.sh"

ref=${1:?uso: deploy/update.sh <rama, etiqueta o commit>}
root=${TIENDA_ROOT:-/srv/tienda}
repo=${TIENDA_REPO:-$root/repo}
env_file=${TIENDA_ENV:-/etc/tienda/tienda.env}
keep=${TIENDA_KEEP_RELEASES:-3}

fail() {
  echo "update.sh: $*" >&2
  exit 1
}

# The variables of the running shop, read as systemd reads them (never run as shell code), first:
# a broken file stops here, before a build of several minutes.
[ -r "$env_file" ] || fail "no se puede leer el archivo de variables $env_file (TIENDA_ENV)."
load_env_file "$env_file" || fail "corregí $env_file (el servicio lo lee igual)."

mkdir -p "$root/releases"
exec 9>"$root/.update.lock"
flock -n 9 || fail "otra actualización está en curso ($root/.update.lock)."

git -C "$repo" fetch --quiet --prune --tags --force origin '+refs/heads/*:refs/remotes/origin/*'
commit=$(git -C "$repo" rev-parse --verify --quiet "refs/remotes/origin/$ref^{commit}" ||
  git -C "$repo" rev-parse --verify --quiet "refs/tags/$ref^{commit}" ||
  git -C "$repo" rev-parse --verify --quiet "$ref^{commit}") ||
  fail "'$ref' no es una rama de origin, una etiqueta ni un commit."
echo "Versión a instalar: $ref = $(git -C "$repo" log -1 --format='%h %s' "$commit")"

first_release=yes
[ -e "$root/current" ] && first_release=
release="$root/releases/$(date -u +%Y%m%dT%H%M%SZ)-${commit:0:12}"
created=
switched=

# A failed run removes its release (about 0.8 GB with node_modules); the running one stays.
cleanup() {
  local status=$?
  if [ "$status" -ne 0 ] && [ -n "$created" ] && [ -z "$switched" ]; then
    cd "$root"
    rm -rf "$release"
    echo "La actualización falló (código $status): se borró $release y sigue en uso la versión anterior." >&2
  fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

mkdir "$release" || fail "no se pudo crear $release."
created=yes
git -C "$repo" archive "$commit" | tar -x -C "$release"
cd "$release"
if [ -n "${TIENDA_NODE_MODULES:-}" ]; then
  ln -s "$TIENDA_NODE_MODULES" node_modules
else
  # --include=dev: the build needs the dev tools even when the variables file sets NODE_ENV.
  npm ci --include=dev --no-audit --no-fund
fi
npm run build

# The new version may migrate the database when it starts: back up first. A first release on an
# empty database has nothing to back up; any other failure (the database cannot be reached, the
# backup fails) stops the update before the switch.
state=$(NODE_ENV=production npm run --silent db:state)
case $state in
  empty) echo "Sin copia de seguridad: la base de datos todavía está vacía (primera versión)." ;;
  migrated)
    echo "Copia de seguridad antes de actualizar (la nueva versión migra la base al iniciar)..."
    NODE_ENV=production npm run --silent backup
    ;;
  *) fail "respuesta inesperada al consultar la base de datos: $state" ;;
esac

ln -sfn "$release" "$root/current.new"
mv -T "$root/current.new" "$root/current"
switched=yes
echo "Versión en uso: $commit ($release)"

if [ -n "$first_release" ]; then
  echo "Primera versión: instalá el servicio y arrancalo (docs/deploy.md, '(b) A plain server')."
else
  action=restart
  if [ "${WEB_CONCURRENCY:-1}" -ge 2 ] && [ -n "${DATABASE_URL:-}" ]; then action=reload; fi
  # -n: fail instead of asking for a password (deploy/tienda.sudoers allows exactly these two).
  sudo -n systemctl "$action" tienda 9>&- ||
    fail "no se pudo hacer 'systemctl $action tienda' (¿está instalado deploy/tienda.sudoers?). $root/current ya apunta a la versión nueva: reiniciá el servicio a mano."
fi

# Old releases beyond the last $keep are removed, never the one in use.
in_use=$(readlink -f "$root/current")
releases=("$root"/releases/*/)
for ((i = 0; i < ${#releases[@]} - keep; i++)); do
  [ "$(readlink -f "${releases[i]}")" = "$in_use" ] || rm -rf "${releases[i]}"
done
