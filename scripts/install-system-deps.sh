#!/usr/bin/env bash
# What the tests need from Debian besides Node (run by `npm test` first, as its pretest step):
# Chromium for the browser tests, PostgreSQL for the integration tests (they start their own
# throwaway server), Caddy for the deployment tests, openssl for their certificates, a font for
# the screenshots, and systemd's parser of the shop's variables file. Installs what is missing with apt-get when run as root; otherwise stops at
# once with the one command to run.
set -euo pipefail

need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || need+=(postgresql)
command -v openssl >/dev/null 2>&1 || need+=(openssl)
command -v caddy >/dev/null 2>&1 || need+=(caddy)
[ -d /usr/share/fonts/truetype/dejavu ] || need+=(fonts-dejavu-core)
# systemd's own reader of variables files (deploy/env-file.test.ts); a container may lack it.
[ -x /usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator ] || need+=(systemd)
[ ${#need[@]} -eq 0 ] && exit 0

command_line="apt-get update && apt-get install -y --no-install-recommends ${need[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "Faltan paquetes del sistema para las pruebas: ${need[*]}. Instalalos como root y volvé a correr npm test:" >&2
  echo "  sudo sh -c '$command_line'" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Faltan paquetes del sistema para las pruebas (${need[*]}) y esta máquina no tiene apt-get: instalalos con su gestor de paquetes." >&2
  exit 1
fi
echo "Instalando paquetes del sistema: ${need[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
