#!/usr/bin/env bash
# Reads the shop's variables file (/etc/tienda/tienda.env) the way systemd's EnvironmentFile
# does, without running it as shell code: `. file` breaks on a value such as
# Tienda <ventas@example.com>, which systemd reads as it is.
#
#   deploy/env-file.sh /etc/tienda/tienda.env <command> [args...]   runs the command with them
#   . deploy/env-file.sh; load_env_file /etc/tienda/tienda.env       exports them (deploy/update.sh)
#
# The forms read: NAME=value lines; blank lines and lines starting with # or ; are skipped;
# spaces around the value are dropped; a value wholly inside '...' is taken as written, one
# wholly inside "..." loses its quotes and \" \\ \` \$ become " \ ` $; outside quotes a backslash
# keeps the next character. Anything else (an unclosed quote, text after a closing quote, a
# line ending in a backslash) stops with the line's number instead of guessing.

# Exports each NAME=value of the file into this shell, as systemd would set it for the service.
load_env_file() {
  local file=$1 line name value out char quote i n=0
  while IFS= read -r line || [ -n "$line" ]; do
    n=$((n + 1))
    line=${line#"${line%%[![:space:]]*}"}
    case $line in '' | '#'* | ';'*) continue ;; esac
    if [[ ! $line =~ ^([A-Za-z_][A-Za-z0-9_]*)[[:space:]]*=(.*)$ ]]; then
      echo "$file, línea $n: se esperaba NOMBRE=valor." >&2
      return 1
    fi
    name=${BASH_REMATCH[1]}
    value=${BASH_REMATCH[2]}
    value=${value#"${value%%[![:space:]]*}"}
    value=${value%"${value##*[![:space:]]}"}
    out='' quote=''
    case $value in
      \'*) quote=\' ;;
      \"*) quote=\" ;;
    esac
    if [ -n "$quote" ]; then
      if [ "${#value}" -lt 2 ] || [ "${value: -1}" != "$quote" ]; then
        echo "$file, línea $n: comillas sin cerrar o texto después de las comillas en $name." >&2
        return 1
      fi
      value=${value:1:${#value}-2}
    fi
    if [ "$quote" = \' ]; then
      if [[ $value == *\'* ]]; then
        echo "$file, línea $n: comilla simple dentro de un valor entre comillas simples en $name." >&2
        return 1
      fi
      out=$value
    else
      for ((i = 0; i < ${#value}; i++)); do
        char=${value:i:1}
        if [ "$char" = "\\" ]; then
          i=$((i + 1))
          if [ "$i" -ge "${#value}" ]; then
            echo "$file, línea $n: barra invertida al final de $name (no se admiten líneas continuadas)." >&2
            return 1
          fi
          char=${value:i:1}
          # Inside double quotes only these four are escapes; any other backslash stays.
          if [ "$quote" = \" ] && [[ $char != [\"\\\`\$] ]]; then out+="\\"; fi
        elif [ "$quote" = \" ] && [ "$char" = \" ]; then
          echo "$file, línea $n: comilla doble sin barra invertida dentro de $name." >&2
          return 1
        fi
        out+=$char
      done
    fi
    export "$name=$out"
  done <"$file"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  if [ $# -lt 2 ]; then
    echo "uso: deploy/env-file.sh <archivo de variables> <comando> [argumentos...]" >&2
    exit 2
  fi
  load_env_file "$1"
  shift
  exec "$@"
fi
