#!/bin/sh
# Makes the secret files compose.yaml reads from SECRETS_DIR, each only when it is missing (an existing secret is
# never replaced): random values for passwords and keys, empty files for what only the operator can give (the
# Telegram bot's token, the VAPID private key), to fill in when that feature is wanted.
#   deploy/make-secrets.sh /etc/mesto/secrets     (a server)
#   deploy/make-secrets.sh deploy/local-secrets   (a laptop)
set -eu
dir=${1:?usage: make-secrets.sh <folder>}
umask 077
mkdir -p "$dir"
chmod 700 "$dir"

made() { chmod 644 "$dir/$1"; echo "made $dir/$1${2:-}"; }
random() {
  [ -e "$dir/$1" ] && return 0
  openssl rand -hex "$2" | tr -d '\n' > "$dir/$1"
  made "$1"
}
empty() {
  [ -e "$dir/$1" ] && return 0
  : > "$dir/$1"
  made "$1" " (empty: write the value into it to turn the feature on)"
}

random postgres_password 24
random token_secret 32
random s3_access_key_id 10
random s3_secret_access_key 24
random bot_internal_secret 24
random telegram_webhook_secret 24
random grafana_admin_password 16
empty telegram_bot_token
empty vapid_private_key
