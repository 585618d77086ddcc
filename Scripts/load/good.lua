-- wrk script: POST /render of a small bar chart. With CHART_VARY=1 each request changes one value,
-- so that every request is rendered instead of served from the cache.
local vary = os.getenv("CHART_VARY") == "1"
local counter = 0
local template = '{"data": {"values": [{"a": "A", "b": %d}, {"a": "B", "b": 55}, {"a": "C", "b": 43},'
  .. ' {"a": "D", "b": 91}, {"a": "E", "b": 81}, {"a": "F", "b": 53}]}, "mark": "bar",'
  .. ' "encoding": {"x": {"field": "a", "type": "nominal"}, "y": {"field": "b", "type": "quantitative"}}}'
local headers = {["Content-Type"] = "application/json"}

request = function()
  counter = counter + 1
  local value = vary and (counter * 7919 + math.random(1, 1000000)) or 28
  return wrk.format("POST", "/render", headers, string.format(template, value))
end
