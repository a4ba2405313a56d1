#!/bin/sh
# Restarts every CompetencyHub process, one after the other, without anyone noticing (decision 0078):
# for each port in nginx's upstream, nginx stops sending it anything new (`down`, graceful reload),
# systemd restarts it (SIGTERM: it finishes what it holds and exits), and once /api/v1/ready answers
# nginx gets it back. Run as root after installing a new version: sudo deploy/rolling-restart.sh
#
#   SITE=/etc/nginx/sites-available/competencyhub.conf   the installed nginx site
#   READY_TIMEOUT=120                                     seconds a process may take to become ready
#   deploy/rolling-restart.sh mark PORT down|up           only edit the site (used above; tested)
set -eu

SITE=${SITE:-/etc/nginx/sites-available/competencyhub.conf}
READY_TIMEOUT=${READY_TIMEOUT:-120}

# Adds or removes ` down` on the upstream line of one port, keeping its other parameters.
mark() {
  port=$1
  state=$2
  sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:${port}([[:space:]][^;]*)?) down;/\1;/" "$SITE"
  if [ "$state" = down ]; then
    sed -i -E "s/^([[:space:]]*server 127\.0\.0\.1:${port}([[:space:]][^;]*)?);/\1 down;/" "$SITE"
  fi
}

reload_nginx() {
  nginx -t -q
  systemctl reload nginx
  # Old workers finish the requests they hold; give them a moment before the process goes.
  sleep 1
}

wait_ready() {
  port=$1
  waited=0
  until curl -fsS -o /dev/null "http://127.0.0.1:${port}/api/v1/ready"; do
    waited=$((waited + 1))
    if [ "$waited" -gt "$READY_TIMEOUT" ]; then
      echo "competencyhub@${port} is not ready after ${READY_TIMEOUT} s; it stays out of nginx" >&2
      exit 1
    fi
    sleep 1
  done
}

if [ "${1:-}" = mark ]; then
  mark "$2" "$3"
  exit 0
fi

PORTS=$(sed -n -E 's/^[[:space:]]*server 127\.0\.0\.1:([0-9]+).*/\1/p' "$SITE")
for port in $PORTS; do
  echo "competencyhub@${port}: out of nginx, restarting…"
  mark "$port" down
  reload_nginx
  systemctl restart "competencyhub@${port}"
  wait_ready "$port"
  mark "$port" up
  reload_nginx
  echo "competencyhub@${port}: back"
done
