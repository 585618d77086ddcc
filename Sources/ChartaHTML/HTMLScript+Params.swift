/// The part of the page's script that carries out selection parameters (``ParamInteraction``), joined
/// to the page after ``HTMLScript/source`` when the chart has them. Each selection holds a set of keys
/// (point) or a brush rectangle (interval); the items' centres and keys and the conditions come from the
/// `params` table Swift embedded. Point selections take the clicked (or hovered, or nearest) item's
/// key, shift-click toggles it, legend entries select their value, a drag in the plot draws a brush
/// (dragging inside it moves it), and a double click (or leaving the chart) clears. After each change
/// the conditions restyle the items' elements: the first case whose selection holds the item (an empty
/// selection holds every item unless its `empty` is false) gives the value, else the `else` value; a
/// null value keeps the look the chart drew. Hosts get `charta-select` events as for other selections.
extension HTMLScript {
    static let params = #"""
        (function () {
          "use strict";
          var NS = "http://www.w3.org/2000/svg";
          function setup(root) {
            var id = root.id;
            var T = JSON.parse(document.getElementById(id + "-data").textContent), P = T.params;
            if (!P) return;
            var stage = root.querySelector(".charta-stage"), status = document.getElementById(id + "-status");
            var picture = document.getElementById(id + "-p0"), svg = picture.querySelector("svg");
            var els = Array.prototype.slice.call(svg.querySelectorAll("[aria-selected]"));
            var items = P.items;
            els.forEach(function (e, k) { e.setAttribute("data-charta-k", k); });
            // Size conditions scale symbols about their own centres.
            if (P.conds.some(function (c) { return c.prop === "scale"; })) {
              els.forEach(function (e) { e.style.transformBox = "fill-box"; e.style.transformOrigin = "center"; });
            }
            var layer = document.createElementNS(NS, "svg");
            layer.setAttribute("viewBox", "0 0 " + T.w + " " + T.h);
            layer.setAttribute("class", "charta-brush");
            layer.setAttribute("aria-hidden", "true");
            layer.style.cssText = "position:absolute;left:0;top:0;width:100%;height:100%;pointer-events:none";
            stage.appendChild(layer);
            var sels = P.sels.map(function (d) {
              var s = { d: d, keys: null, rect: null, shape: null };
              if (d.kind === "point" && d.init && d.init.length) {
                s.keys = {};
                d.init.forEach(function (k) { s.keys[k] = true; });
              }
              if (d.kind === "interval" && d.bind === "none") {
                s.shape = document.createElementNS(NS, "rect");
                s.shape.setAttribute("fill", "#333333");
                s.shape.setAttribute("fill-opacity", "0.125");
                s.shape.setAttribute("stroke", "#ffffff");
                s.shape.setAttribute("class", "charta-brush-" + d.name.replace(/[^A-Za-z0-9_-]/g, "_"));
                layer.appendChild(s.shape);
                if (d.init) s.rect = d.init.slice();
              }
              return s;
            });
            var brushSels = sels.filter(function (s) { return s.shape; });
            // Views repeated from one spec define the same selection once each: one selection, made in
            // any of them (Vega-Lite's global resolution); conditions test them together.
            var groups = {};
            sels.forEach(function (s) { (groups[s.d.name] = groups[s.d.name] || []).push(s); });
            function groupHolds(s, k, emptySelects) {
              var g = groups[s.d.name], any = false;
              for (var i = 0; i < g.length; i++) {
                if (empty(g[i])) continue;
                if (holds(g[i], k)) return true;
                any = true;
              }
              return any ? false : emptySelects;
            }
            function clearOthers(s) {
              groups[s.d.name].forEach(function (t) {
                if (t !== s && !empty(t)) { t.keys = null; t.rect = null; }
              });
            }
            var drag = null, suppress = false;
            function point(e) {
              var r = stage.getBoundingClientRect();
              return [(e.clientX - r.left) * T.w / (r.width || 1), (e.clientY - r.top) * T.h / (r.height || 1)];
            }
            function inside(r, p) { return p[0] >= r[0] && p[0] <= r[2] && p[1] >= r[1] && p[1] <= r[3]; }
            function empty(s) { return s.d.kind === "point" ? !s.keys : !s.rect; }
            function holds(s, k) {
              if (s.d.kind === "point") return !!s.keys[s.d.keys[k]];
              var it = items[k], r = s.rect;
              if (it[3] === s.d.view) {
                return (!s.d.x || (it[0] >= r[0] && it[0] <= r[2])) && (!s.d.y || (it[1] >= r[1] && it[1] <= r[3]));
              }
              // An item of another chart: its values of the interval's fields against the brushed ranges.
              var v = s.d.vals && s.d.vals[k], d = s.ranges;
              if (!v) return false;
              return (!s.d.x || (d.x && v[0] !== null && v[0] >= Math.min(d.x[0], d.x[1]) && v[0] <= Math.max(d.x[0], d.x[1])))
                && (!s.d.y || (d.y && v[1] !== null && v[1] >= Math.min(d.y[0], d.y[1]) && v[1] <= Math.max(d.y[0], d.y[1])));
            }
            var shown = [], picked = [];
            function restyle() {
              var conds = P.conds;
              sels.forEach(function (s) { s.ranges = s.d.kind === "interval" && s.rect ? describe(s) : null; });
              for (var k = 0; k < els.length; k++) {
                for (var c = 0; c < conds.length; c++) {
                  var cond = conds[c], v = cond["else"];
                  if (cond.view !== items[k][3]) continue;
                  for (var i = 0; i < cond.cases.length; i++) {
                    var kase = cond.cases[i], s = sels[kase[0]];
                    if (groupHolds(s, k, kase[1])) { v = kase[2]; break; }
                  }
                  // Only changed values reach the document: a moving brush restyles the items it crosses.
                  var text = v === null ? "" : String(v), key = k * conds.length + c;
                  if (shown[key] !== text) { shown[key] = text; els[k].style.setProperty(cond.prop, text); }
                }
                var on = false;
                for (var j = 0; j < sels.length && !on; j++) on = !empty(sels[j]) && sels[j].d.bind !== "scales" && holds(sels[j], k);
                if (picked[k] !== on) { picked[k] = on; els[k].setAttribute("aria-selected", on ? "true" : "false"); }
              }
              sels.forEach(function (s) {
                if (!s.shape) return;
                var r = s.rect || [s.d.box[0], s.d.box[1], s.d.box[0], s.d.box[1]];
                s.shape.setAttribute("x", r[0]);
                s.shape.setAttribute("y", r[1]);
                s.shape.setAttribute("width", r[2] - r[0]);
                s.shape.setAttribute("height", r[3] - r[1]);
                s.shape.setAttribute("visibility", s.rect ? "visible" : "hidden");
              });
              legendLook();
            }
            function invert(v, a, b, lo, hi) { return lo + (v - a) * (hi - lo) / ((b - a) || 1); }
            function describe(s) {
              if (empty(s)) return { kind: "none", name: s.d.name };
              if (s.d.kind === "point") {
                return { kind: "param", name: s.d.name, values: Object.keys(s.keys).map(function (k) { return s.d.values[k]; }), index: s.last };
              }
              var D = s.d.domain, box = s.d.box, out = { kind: "param", name: s.d.name };
              if (s.d.x && D.x !== undefined) out.x = [invert(s.rect[0], box[0], box[2], D.x, D.x1), invert(s.rect[2], box[0], box[2], D.x, D.x1)];
              if (s.d.y && D.y !== undefined) out.y = [invert(s.rect[3], box[3], box[1], D.y, D.y1), invert(s.rect[1], box[3], box[1], D.y, D.y1)];
              return out;
            }
            function changed(s) {
              restyle();
              var detail = describe(s);
              if (status) {
                var range = function (a, r) { return r ? a + " " + +r[0].toPrecision(4) + " to " + +r[1].toPrecision(4) : ""; };
                status.textContent = detail.kind === "none" ? "Selection cleared."
                  : s.d.name + ": " + (detail.values ? (s.d.byField ? detail.values.join(", ").replace(/\u001f/g, " ")
                    : detail.values.length + (detail.values.length === 1 ? " item" : " items"))
                    : [range("x", detail.x), range("y", detail.y)].filter(Boolean).join(", ") || "brush") + ".";
              }
              root.dispatchEvent(new CustomEvent("charta-select", { detail: detail, bubbles: true }));
            }
            function pick(s, key, shift) {
              var before = JSON.stringify(s.keys);
              if (key >= 0) clearOthers(s);
              if (key < 0) {
                if (!shift) s.keys = null;
              } else if (shift && s.d.toggle && s.keys) {
                if (s.keys[key]) delete s.keys[key]; else s.keys[key] = true;
                if (!Object.keys(s.keys).length) s.keys = null;
              } else {
                s.keys = {};
                s.keys[key] = true;
              }
              if (JSON.stringify(s.keys) !== before) changed(s);
            }
            function itemAt(s, e, p) {
              if (s.d.nearest) {
                if (!inside(s.d.box, p)) return -1;
                var best = -1, bestD = Infinity;
                for (var k = 0; k < items.length; k++) {
                  if (items[k][3] !== s.d.view) continue;
                  var dx = items[k][0] - p[0], dy = items[k][1] - p[1], d = dx * dx + dy * dy;
                  if (d < bestD) { bestD = d; best = k; }
                }
                return best;
              }
              for (var t = e.target; t && t !== svg && t.getAttribute; t = t.parentNode) {
                var k2 = t.getAttribute("data-charta-k");
                if (k2 !== null) return items[+k2][3] === s.d.view ? +k2 : -1;
              }
              return -1;
            }
            function pointEvent(trigger, e) {
              var p = point(e);
              sels.forEach(function (s) {
                if (s.d.kind !== "point" || s.d.on !== trigger) return;
                var k = itemAt(s, e, p);
                if (k >= 0) s.last = items[k][2];
                pick(s, k < 0 ? -1 : s.d.keys[k], e.shiftKey && trigger === "click");
              });
            }
            stage.addEventListener("click", function (e) {
              if (suppress) { suppress = false; return; }
              if (e.target.closest && e.target.closest(".role-legend")) return;
              pointEvent("click", e);
            });
            stage.addEventListener("pointermove", function (e) {
              if (drag && e.pointerId === drag.id) { dragTo(point(e)); return; }
              if (!drag && !(e.target.closest && e.target.closest(".role-legend"))) pointEvent("hover", e);
            });
            // Clears the selections that `event` clears (null: every selection).
            function clearOn(event) {
              sels.forEach(function (s) {
                if ((event && s.d.clear !== event) || empty(s)) return;
                s.keys = null;
                s.rect = null;
                changed(s);
              });
            }
            stage.addEventListener("dblclick", function () { clearOn("doubleClick"); });
            stage.addEventListener("pointerleave", function (e) {
              if (e.pointerType === "mouse" && !drag) clearOn("pointerOut");
            });
            stage.addEventListener("pointerdown", function (e) {
              var p = point(e), s = brushSels.filter(function (b) { return inside(b.d.box, p); })[0];
              if (e.button !== 0 || !s) return;
              drag = { id: e.pointerId, s: s, p0: p, moved: false, move: !!(s.rect && s.d.translate && inside(s.rect, p)) };
              drag.r0 = s.rect ? s.rect.slice() : null;
              clearOthers(s);
              try { stage.setPointerCapture(e.pointerId); } catch (err) { /* not capturable */ }
            });
            function clamp(v, lo, hi) { return Math.min(Math.max(v, lo), hi); }
            function dragTo(p) {
              var s = drag.s, p0 = drag.p0, box = s.d.box;
              if (Math.abs(p[0] - p0[0]) > 2 || Math.abs(p[1] - p0[1]) > 2) drag.moved = true;
              if (!drag.moved) return;
              if (drag.move) {
                var r = drag.r0, dx = s.d.x ? clamp(p[0] - p0[0], box[0] - r[0], box[2] - r[2]) : 0;
                var dy = s.d.y ? clamp(p[1] - p0[1], box[1] - r[1], box[3] - r[3]) : 0;
                s.rect = [r[0] + dx, r[1] + dy, r[2] + dx, r[3] + dy];
              } else {
                var x = [clamp(p0[0], box[0], box[2]), clamp(p[0], box[0], box[2])];
                var y = [clamp(p0[1], box[1], box[3]), clamp(p[1], box[1], box[3])];
                s.rect = [s.d.x ? Math.min(x[0], x[1]) : box[0], s.d.y ? Math.min(y[0], y[1]) : box[1],
                          s.d.x ? Math.max(x[0], x[1]) : box[2], s.d.y ? Math.max(y[0], y[1]) : box[3]];
              }
              changed(s);
            }
            function endDrag(e) {
              if (!drag || e.pointerId !== drag.id) return;
              var d = drag;
              drag = null;
              if (d.moved) suppress = true;
              else if (!d.move && d.s.rect) { d.s.rect = null; changed(d.s); suppress = true; }
            }
            // The wheel over a brush grows or shrinks it around the pointer (Vega's zoom factor).
            stage.addEventListener("wheel", function (e) {
              var p = point(e), s = brushSels.filter(function (b) { return b.rect && b.d.zoom && inside(b.rect, p); })[0];
              if (!s) return;
              e.preventDefault();
              var f = Math.pow(1.001, e.deltaY * Math.pow(16, e.deltaMode)), r = s.rect, box = s.d.box;
              s.rect = [s.d.x ? clamp(p[0] + (r[0] - p[0]) * f, box[0], box[2]) : r[0],
                        s.d.y ? clamp(p[1] + (r[1] - p[1]) * f, box[1], box[3]) : r[1],
                        s.d.x ? clamp(p[0] + (r[2] - p[0]) * f, box[0], box[2]) : r[2],
                        s.d.y ? clamp(p[1] + (r[3] - p[1]) * f, box[1], box[3]) : r[3]];
              changed(s);
            }, { passive: false });
            // Escape clears every selection, as it clears the engine's.
            root.addEventListener("keydown", function (e) { if (e.key === "Escape") clearOn(null); });
            stage.addEventListener("pointerup", endDrag);
            stage.addEventListener("pointercancel", endDrag);
            // Legend entries: symbols and labels in the same order; the label's text is the value.
            var legendSel = sels.filter(function (s) { return s.d.bind === "legend"; })[0];
            var legend = svg.querySelector(".role-legend"), entries = [];
            if (legendSel && legend) {
              var symbols = legend.querySelectorAll(".role-legend-symbol > *");
              var labels = legend.querySelectorAll(".role-legend-label > *");
              for (var i = 0; i < labels.length; i++) {
                var key = legendSel.d.values.indexOf(labels[i].textContent);
                entries.push({ key: key, parts: [symbols[i], labels[i]] });
                [symbols[i], labels[i]].forEach(function (el, _, all) {
                  if (!el) return;
                  el.style.cursor = "pointer";
                  var k = key;
                  el.addEventListener("click", function (e) { pick(legendSel, k, e.shiftKey); });
                });
              }
            }
            function legendLook() {
              entries.forEach(function (en) {
                var on = !legendSel.keys || legendSel.keys[en.key];
                en.parts.forEach(function (el) { if (el) el.style.opacity = on ? "" : "0.35"; });
              });
            }
            restyle();
          }
          Array.prototype.forEach.call(document.querySelectorAll("[data-charta]"), setup);
        })();
        """#
}
