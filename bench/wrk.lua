-- The load generator's script for bench/traffic.ts: wrk (Debian's `wrk`), which parses answers
-- in C and so keeps up with the page cache on one core (autocannon, in JavaScript, could not:
-- compressed bodies cost it more than they cost the server).
--
-- Set by the environment:
-- - WRK_PATHS: a file of request targets, one a line, sent in turn (a flood of new addresses);
--   unset, every request asks for the URL wrk was given.
-- - WRK_STATUSES=1: count the answers by status; unset, wrk counts answers of 400 and above only.
-- Prints one line of JSON when done: requests, duration (µs), errors by kind, latency p50 and
-- p99 (µs), statuses.
local threads = {}
function setup(thread)
  table.insert(threads, thread)
end

local paths_file = os.getenv("WRK_PATHS")
if paths_file then
  local paths = {}
  for line in io.lines(paths_file) do
    paths[#paths + 1] = line
  end
  local sent = 0
  function request()
    sent = sent % #paths + 1
    return wrk.format(nil, paths[sent])
  end
end

if os.getenv("WRK_STATUSES") == "1" then
  statuses = {}
  function response(status)
    statuses[status] = (statuses[status] or 0) + 1
  end
end

function done(summary, latency)
  local counted = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses") or {}) do
      counted[status] = (counted[status] or 0) + count
    end
  end
  local fields = {}
  for status, count in pairs(counted) do
    fields[#fields + 1] = string.format('"%d":%d', status, count)
  end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration":%d,"connect":%d,"read":%d,"write":%d,"timeout":%d,' ..
      '"atLeast400":%d,"p50":%d,"p99":%d,"statuses":{%s}}\n',
    summary.requests, summary.duration, errors.connect, errors.read, errors.write,
    errors.timeout, errors.status, latency:percentile(50), latency:percentile(99),
    table.concat(fields, ",")))
end
