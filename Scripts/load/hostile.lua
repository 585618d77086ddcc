-- wrk script: a hostile mix for POST /render, cycling through malformed JSON, an oversized body, a
-- slow spec (a sliding median over 250,000 rows: several times the load test's 0.25 s render deadline,
-- so a faster machine still needs the deadline to stop it), a deeply nested one and a spec that breaks
-- a row limit, and data files that are not regular files inside the data folder.
-- It counts the statuses it gets; done() fails the run (by printing FAIL) on any 200 or 500.
local deep = string.rep("[", 100000) .. string.rep("]", 100000)
local big = '{"mark": "bar", "pad": "' .. string.rep("x", 300 * 1024) .. '"}'
local slow = '{"data": {"sequence": {"start": 0, "stop": 250000, "as": "x"}},'
  .. ' "transform": [{"calculate": "sin(datum.x) * cos(datum.x / 3) + sqrt(datum.x)", "as": "y"},'
  .. ' {"window": [{"op": "median", "field": "y", "as": "z"}], "frame": [-50, 50]}],'
  .. ' "mark": "point", "encoding": {"x": {"field": "x", "type": "quantitative"},'
  .. ' "y": {"field": "z", "type": "quantitative"}}}'
local rows = '{"data": {"sequence": {"start": 0, "stop": 1500000, "as": "x"}}, "mark": "point",'
  .. ' "encoding": {"x": {"field": "x", "type": "quantitative"}}}'
-- Data files the server must refuse without blocking a worker: a FIFO, a link out of the data folder,
-- a path out of it.
local function reading(url)
  return '{"data": {"url": "' .. url .. '"}, "mark": "point", "encoding": {"x": {"field": "a", "type": "nominal"}}}'
end
local bodies = {'{"mark": "bar", "data": {"values": [1, 2', big, slow, deep, rows, '{"mark": 17}',
  reading("fifo.csv"), reading("link.csv"), reading("../../etc/passwd")}
local headers = {["Content-Type"] = "application/json"}
local counter = 0
statuses = {}  -- global, so that done() can read it from each thread
local threads = {}

setup = function(thread) table.insert(threads, thread) end

request = function()
  counter = counter + 1
  return wrk.format("POST", "/render", headers, bodies[(counter % #bodies) + 1])
end

response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

done = function(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do total[status] = (total[status] or 0) + count end
  end
  local line = "hostile statuses:"
  local bad = 0
  for status, count in pairs(total) do
    line = line .. " " .. status .. "=" .. count
    if status == 200 or status >= 500 and status ~= 503 then bad = bad + count end
  end
  print(line)
  if bad > 0 then print("FAIL: " .. bad .. " hostile requests were answered 200 or with a server error") end
end
