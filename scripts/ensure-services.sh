#!/usr/bin/env bash
# Starts MariaDB and Redis for the scaled-mode tests when they are installed but not answering.
set -u

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

wait_for_port() {
  for _ in $(seq 1 60); do port_open "$1" && return 0; sleep 1; done
  echo "ensure-services: nothing answers on port $1 after 60 s" >&2
  return 1
}

if ! port_open 3306; then
  if [ -x /usr/sbin/mariadbd ]; then
    echo "ensure-services: starting MariaDB"
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd
    wait_for_port 3306 || exit 1
  else
    echo "ensure-services: MariaDB is not running and /usr/sbin/mariadbd is not installed" >&2
    exit 1
  fi
fi

if ! port_open 6379; then
  if command -v redis-server >/dev/null 2>&1; then
    echo "ensure-services: starting Redis"
    redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no
    wait_for_port 6379 || exit 1
  else
    echo "ensure-services: Redis is not running and redis-server is not installed" >&2
    exit 1
  fi
fi
