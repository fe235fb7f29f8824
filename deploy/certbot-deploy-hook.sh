#!/bin/sh
# certbot's deploy hook (the certbot service of compose.yaml runs it after each new certificate): the certificate
# chain and its key as one PEM, the form HAProxy reads, in /certs (HAProxy's certs volume), named after the
# certificate. Written beside and then renamed, so a reload never reads half a file. HAProxy runs as its own user:
# the file is readable by it (the volume is mounted only into the balancer and certbot).
set -eu
name=$(basename "${RENEWED_LINEAGE:?certbot sets RENEWED_LINEAGE}")
target="${CERTS_DIR:-/certs}/$name.pem"
umask 022
cat "$RENEWED_LINEAGE/fullchain.pem" "$RENEWED_LINEAGE/privkey.pem" > "$target.new"
mv "$target.new" "$target"
echo "certificate for HAProxy written: $target"
