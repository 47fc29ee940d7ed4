#!/bin/sh
# commit-msg hook: the subject is at most 72 characters and, when a body follows, a blank line
# separates them. Install with docs/how-to.md, "Check commit messages".
# Usage: scripts/check-commit-msg.sh <message-file>
file="${1:?usage: check-commit-msg.sh <message-file>}"
subject=$(grep -v '^#' "$file" | sed -n 1p)
second=$(grep -v '^#' "$file" | sed -n 2p)
length=$(printf '%s' "$subject" | wc -m)
if [ -z "$subject" ]; then
  echo "commit-msg: the subject is empty" >&2
  exit 1
fi
if [ "$length" -gt 72 ]; then
  echo "commit-msg: the subject has $length characters (at most 72); put the rest in the body:" >&2
  echo "  $subject" >&2
  exit 1
fi
if [ -n "$second" ]; then
  echo "commit-msg: leave a blank line between the subject and the body" >&2
  exit 1
fi
