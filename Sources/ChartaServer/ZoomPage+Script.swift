/// The zoomable page's script: it asks `GET /zoom/NAME/chart` for the picture of the domain wanted and
/// moves that domain with the wheel, drags, pinches, double clicks and keys.
///
/// Each answer names its domain (`X-Charta-Domain: x0,x1,y0,y1`) and its plot's frame in points
/// (`X-Charta-Plot: left,top,width,height`); the picture on screen maps pointer positions to data. The
/// wheel zooms x around the pointer by 1.0015 to the power of its delta (the form of the chart pages'
/// wheel, ``HTMLScript/zoom``), a drag pans x, two pointers pinch; with Shift held at the start, y
/// follows too. `+`/`=` and `-` zoom x around the middle, ←/→ pan x by a tenth, Shift ↑/↓ pan y, and
/// a double click or `0` restores the first answer's domain.
///
/// At most one request is in flight: a domain wanted meanwhile is remembered (only the latest) and
/// asked for when the answer arrives, and that answer, stale by then, is dropped; the latest domain
/// always ends on screen. Until then the picture on screen, clipped to its plot, is moved and scaled by
/// a CSS transform to preview the domain wanted. For tests and measurements the body carries
/// `data-domain` (the domain of the picture on screen), `data-query` (the query it was asked with),
/// `data-pending` (`1` while a request is in flight or waiting), `data-answers` (the pictures shown)
/// and `data-latency` (milliseconds from the input that asked for the picture on screen to its being
/// decoded for display).
extension ZoomPage {
    static let script = #"""
        (function () {
          "use strict";
          var body = document.body, stage = document.getElementById("stage"), status = document.getElementById("status");
          var picture = document.getElementById("picture"), clip = document.getElementById("clip");
          var moving = document.getElementById("moving");
          var chart = location.pathname.replace(/\/+$/, "") + "/chart";
          var want = null, initial = null, shown = null, url = null, message = "";
          var busy = false, again = false, answers = 0, size = measure(), wantedAt = performance.now();
          function measure() {
            var w = Math.floor(document.documentElement.clientWidth || innerWidth);
            return [Math.max(100, Math.min(4096, w)), Math.max(150, Math.min(4096, Math.round(innerHeight * 0.6)))];
          }
          function fit() {
            stage.style.width = size[0] + "px";
            stage.style.height = size[1] + "px";
          }
          function same(a, b) {
            return a.length === b.length && a.every(function (v, i) { return v === b[i]; });
          }
          function figure(v) {
            if (Math.abs(v) >= 1e15 || (v !== 0 && Math.abs(v) < 1e-4)) return v.toExponential(5);
            return v.toLocaleString("en-US", { maximumSignificantDigits: Math.abs(v) >= 1e7 ? 10 : 7 });
          }
          function when(v) {
            if (body.dataset.x !== "dates" || !(Math.abs(v) < 8.64e12)) return figure(v);
            return new Date(v * 1000).toISOString().replace("T", " ").replace(/(:00)?\.000Z$|Z$/, "");
          }
          function report() {
            body.dataset.pending = busy || again ? "1" : "0";
            var d = want || (shown && shown.d);
            status.textContent = (d ? "x " + when(d[0]) + " \u2026 " + when(d[1]) + "   y " + figure(d[2]) + " \u2026 " + figure(d[3]) : "")
              + (busy ? "   drawing\u2026" : message ? "   " + message : "");
          }
          function preview() {
            if (!shown || !want) return;
            var s = shown.d, d = want, p = shown.plot;
            if (same(s, d)) {
              clip.style.display = "none";
              return;
            }
            var kx = (s[1] - s[0]) / (d[1] - d[0]), ky = (s[3] - s[2]) / (d[3] - d[2]);
            var bx = (s[0] - d[0]) / (d[1] - d[0]) * p[2], by = (d[3] - s[3]) / (d[3] - d[2]) * p[3];
            clip.style.cssText = "display:block;left:" + p[0] + "px;top:" + p[1] + "px;width:" + p[2] + "px;height:" + p[3] + "px";
            moving.style.left = -p[0] + "px";
            moving.style.top = -p[1] + "px";
            moving.style.transform = "matrix(" + kx + ",0,0," + ky + "," + (p[0] - p[0] * kx + bx) + "," + (p[1] - p[1] * ky + by) + ")";
          }
          function place(a, next, query) {
            var old = url;
            url = next;
            picture.src = next;
            return picture.decode().catch(function () {}).then(function () {
              // The preview's copy decodes while the picture is on screen.
              moving.src = next;
              if (old) URL.revokeObjectURL(old);
              shown = a;
              if (!initial) initial = a.d.slice();
              if (!want) want = a.d.slice();
              answers += 1;
              body.dataset.answers = String(answers);
              body.dataset.domain = a.d.join(",");
              body.dataset.query = query;
              body.dataset.latency = String(performance.now() - wantedAt);
              preview();
            });
          }
          function numbers(r, name) {
            var v = (r.headers.get(name) || "").split(",").map(Number);
            if (v.length !== 4 || !v.every(isFinite)) throw new Error("the answer has no " + name);
            return v;
          }
          function ask() {
            if (busy) {
              again = true;
              report();
              return;
            }
            busy = true;
            again = false;
            var d = want, w = size[0], h = size[1], started = performance.now();
            var query = (d ? "x0=" + d[0] + "&x1=" + d[1] + "&y0=" + d[2] + "&y1=" + d[3] + "&" : "") + "width=" + w + "&height=" + h;
            report();
            fetch(chart + "?" + query).then(function (r) {
              if (!r.ok) {
                return r.json().then(function (e) { throw new Error(e.error || r.statusText); },
                  function () { throw new Error(r.status + " " + r.statusText); });
              }
              var a = { d: numbers(r, "X-Charta-Domain"), plot: numbers(r, "X-Charta-Plot"), w: w, h: h };
              // A newer domain is wanted already: this answer is stale, and the next request follows.
              if (again && shown) return r.arrayBuffer();
              return r.blob().then(function (b) { return place(a, URL.createObjectURL(b), query); });
            }).then(function () {
              message = Math.round(performance.now() - started) + " ms";
            }, function (e) {
              message = String((e && e.message) || e);
              if (!again && shown) {
                want = shown.d.slice();
                preview();
              }
            }).then(function () {
              busy = false;
              if (again) ask();
              else report();
            });
          }
          function clamp(d) {
            var out = d.slice();
            [0, 2].forEach(function (i) {
              var whole = initial[i + 1] - initial[i], mid = (d[i] + d[i + 1]) / 2, length = d[i + 1] - d[i];
              var least = Math.max(whole, Math.abs(d[i]), Math.abs(d[i + 1])) * 1e-11, most = whole * 1e5;
              if (length >= least && length <= most) return;
              length = Math.min(most, Math.max(least, length));
              out[i] = mid - length / 2;
              out[i + 1] = mid + length / 2;
            });
            return out;
          }
          function go(d) {
            if (!want || !d.every(isFinite) || !(d[1] > d[0]) || !(d[3] > d[2])) return;
            want = clamp(d);
            wantedAt = performance.now();
            preview();
            ask();
          }
          function zoomed(d, f, at, y) {
            var out = [at[0] + (d[0] - at[0]) * f, at[0] + (d[1] - at[0]) * f, d[2], d[3]];
            if (y) {
              out[2] = at[1] + (d[2] - at[1]) * f;
              out[3] = at[1] + (d[3] - at[1]) * f;
            }
            return out;
          }
          function point(e) {
            var r = stage.getBoundingClientRect();
            return [e.clientX - r.left, e.clientY - r.top];
          }
          function valueAt(p, d) {
            var q = shown.plot;
            return [d[0] + (p[0] - q[0]) / q[2] * (d[1] - d[0]), d[3] - (p[1] - q[1]) / q[3] * (d[3] - d[2])];
          }
          stage.addEventListener("wheel", function (e) {
            if (!want || !shown) return;
            e.preventDefault();
            var unit = Math.pow(16, e.deltaMode);
            if (!e.shiftKey && Math.abs(e.deltaX) > Math.abs(e.deltaY)) {
              var dx = e.deltaX * unit / shown.plot[2] * (want[1] - want[0]);
              go([want[0] + dx, want[1] + dx, want[2], want[3]]);
              return;
            }
            go(zoomed(want, Math.pow(1.0015, (e.deltaY || e.deltaX) * unit), valueAt(point(e), want), e.shiftKey));
          }, { passive: false });
          var pointers = {}, gesture = null;
          function begin(shift) {
            var ids = Object.keys(pointers).slice(0, 2);
            gesture = ids.length ? {
              d: want.slice(), ids: ids, shift: shift, p: ids.map(function (k) { return pointers[k].slice(); })
            } : null;
            stage.classList.toggle("dragging", !!gesture);
          }
          stage.addEventListener("pointerdown", function (e) {
            if (!want || !shown || (e.pointerType === "mouse" && e.button !== 0)) return;
            stage.focus();
            try { stage.setPointerCapture(e.pointerId); } catch (err) { /* not capturable */ }
            pointers[e.pointerId] = point(e);
            begin(e.shiftKey);
          });
          stage.addEventListener("pointermove", function (e) {
            if (!gesture || !(e.pointerId in pointers)) return;
            pointers[e.pointerId] = point(e);
            var g = gesture, d = g.d, q = shown.plot, now = g.ids.map(function (k) { return pointers[k]; });
            var from = g.p[0], to = now[0], z = d;
            if (now.length === 2) {
              var s0 = Math.hypot(g.p[1][0] - g.p[0][0], g.p[1][1] - g.p[0][1]);
              var s1 = Math.hypot(now[1][0] - now[0][0], now[1][1] - now[0][1]);
              if (s0 < 1 || s1 < 1) return;
              from = [(g.p[0][0] + g.p[1][0]) / 2, (g.p[0][1] + g.p[1][1]) / 2];
              to = [(now[0][0] + now[1][0]) / 2, (now[0][1] + now[1][1]) / 2];
              z = zoomed(d, s0 / s1, valueAt(from, d), g.shift);
            }
            var dx = (to[0] - from[0]) / q[2] * (z[1] - z[0]), dy = (to[1] - from[1]) / q[3] * (z[3] - z[2]);
            go([z[0] - dx, z[1] - dx, g.shift ? z[2] + dy : z[2], g.shift ? z[3] + dy : z[3]]);
          });
          function end(e) {
            if (!(e.pointerId in pointers)) return;
            delete pointers[e.pointerId];
            begin(gesture && gesture.shift);
          }
          stage.addEventListener("pointerup", end);
          stage.addEventListener("pointercancel", end);
          stage.addEventListener("dblclick", function () {
            if (initial) go(initial.slice());
          });
          document.addEventListener("keydown", function (e) {
            if (!want || e.ctrlKey || e.metaKey || e.altKey) return;
            var d = want, mid = [(d[0] + d[1]) / 2, (d[2] + d[3]) / 2], lx = (d[1] - d[0]) / 10, ly = (d[3] - d[2]) / 10;
            var next = null;
            switch (e.key) {
              case "+": case "=": next = zoomed(d, 0.8, mid, false); break;
              case "-": case "_": next = zoomed(d, 1.25, mid, false); break;
              case "ArrowLeft": next = [d[0] - lx, d[1] - lx, d[2], d[3]]; break;
              case "ArrowRight": next = [d[0] + lx, d[1] + lx, d[2], d[3]]; break;
              case "ArrowUp": if (e.shiftKey) next = [d[0], d[1], d[2] + ly, d[3] + ly]; break;
              case "ArrowDown": if (e.shiftKey) next = [d[0], d[1], d[2] - ly, d[3] - ly]; break;
              case "0": next = initial.slice(); break;
            }
            if (!next) return;
            e.preventDefault();
            go(next);
          });
          var resizing = 0;
          addEventListener("resize", function () {
            clearTimeout(resizing);
            resizing = setTimeout(function () {
              var next = measure();
              if (next[0] === size[0] && next[1] === size[1]) return;
              size = next;
              fit();
              ask();
            }, 150);
          });
          fit();
          ask();
        })();
        """#
}
