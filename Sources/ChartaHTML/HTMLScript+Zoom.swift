/// The part of the page's script that pans and zooms a scale-bound interval (Vega-Lite's
/// `bind: "scales"`), joined after ``HTMLScript/params`` when the `params` table has a `zoom` entry.
///
/// Pan and zoom reach a continuum of domains, so no set of precomputed pictures covers them; the page
/// instead moves what Swift drew. The `zoom` table gives each linear axis's domain, the scene positions
/// of its ends and its tick count. The wheel scales the domain around the pointer (Vega's factor,
/// 1.001 to the power of the wheel's delta), a drag shifts it, and a double click restores it. Marks
/// follow by a transform on each element (symbols move without changing size; other marks scale with
/// strokes kept at their width), clipped to the plot. Each axis is re-ticked from its domain with d3's
/// tick rule (d3-array `ticks`: a step of 1, 2 or 5 × 10ⁿ for the tick count) and labelled with d3's
/// default fixed-point format for that step (`precisionFixed`, comma grouping, U+2212 minus), cloning the
/// grid line, tick and label Swift drew. Hosts get `charta-viewport` events with the domains.
extension HTMLScript {
    static let zoom = #"""
        (function () {
          "use strict";
          var NS = "http://www.w3.org/2000/svg";
          function tickStep(lo, hi, count) {
            var step = (hi - lo) / Math.max(1, count), power = Math.floor(Math.log10(step)), error = step / Math.pow(10, power);
            var factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
            return factor * Math.pow(10, power);
          }
          function label(v, decimals) {
            var text = Math.abs(v).toFixed(decimals), parts = text.split(".");
            parts[0] = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, ",");
            text = parts.join(".");
            return v < 0 && /[1-9]/.test(text) ? "\u2212" + text : text;
          }
          function setup(root) {
            var id = root.id;
            var T = JSON.parse(document.getElementById(id + "-data").textContent), P = T.params;
            if (!P || !P.zoom || (!P.zoom.x && !P.zoom.y)) return;
            var Z = P.zoom, stage = root.querySelector(".charta-stage");
            var svg = document.getElementById(id + "-p0").querySelector("svg"), plot = T.views[0].plot;
            var box = [plot[0], plot[1], plot[0] + plot[2], plot[1] + plot[3]];
            var defs = document.createElementNS(NS, "defs"), clip = document.createElementNS(NS, "clipPath");
            var rect = document.createElementNS(NS, "rect");
            clip.setAttribute("id", id + "-zoom-clip");
            [["x", plot[0]], ["y", plot[1]], ["width", plot[2]], ["height", plot[3]]].forEach(function (a) { rect.setAttribute(a[0], a[1]); });
            clip.appendChild(rect);
            defs.appendChild(clip);
            svg.insertBefore(defs, svg.firstChild);
            var style = document.createElementNS(NS, "style");
            style.textContent = "#" + id + " .role-mark *{vector-effect:non-scaling-stroke}";
            defs.appendChild(style);
            var shapes = [];
            Array.prototype.forEach.call(svg.querySelectorAll("g.role-mark"), function (g) {
              if (g.parentNode.closest && g.parentNode.closest(".role-mark")) return;
              g.setAttribute("clip-path", "url(#" + id + "-zoom-clip)");
              var symbol = g.classList.contains("mark-symbol");
              Array.prototype.forEach.call(g.children, function (el) {
                var k = el.getAttribute("data-charta-k");
                var c = symbol && k !== null ? P.items[+k] : null;
                shapes.push({ el: el, c: c, base: el.getAttribute("transform") || "" });
              });
            });
            var axes = {};
            [["x", "bottom", "top"], ["y", "left", "right"]].forEach(function (a) {
              if (!Z[a[0]]) return;
              var g = svg.querySelector('.role-axis[data-orient="' + a[1] + '"]') || svg.querySelector('.role-axis[data-orient="' + a[2] + '"]');
              var parts = {};
              ["grid", "tick", "label"].forEach(function (p) {
                var group = g && g.querySelector(".role-axis-" + p);
                if (group && group.firstElementChild) parts[p] = { group: group, template: group.firstElementChild.cloneNode(true) };
              });
              axes[a[0]] = parts;
            });
            var dom = { x: Z.x && Z.x.v.slice(), y: Z.y && Z.y.v.slice() };
            function at(a, v) { var z = Z[a], d = dom[a]; return z.p[0] + (v - d[0]) * (z.p[1] - z.p[0]) / (d[1] - d[0]); }
            function valueAt(a, p) { var z = Z[a], d = dom[a]; return d[0] + (p - z.p[0]) * (d[1] - d[0]) / (z.p[1] - z.p[0]); }
            function affine(a) {
              if (!Z[a]) return [1, 0];
              var z = Z[a], k = (at(a, z.v[1]) - at(a, z.v[0])) / (z.p[1] - z.p[0]);
              return [k, at(a, z.v[0]) - z.p[0] * k];
            }
            function retick(a) {
              var parts = axes[a], z = Z[a], d = dom[a];
              if (!parts) return;
              var lo = Math.min(d[0], d[1]), hi = Math.max(d[0], d[1]), step = tickStep(lo, hi, z.count);
              var decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
              var values = [];
              for (var i = Math.ceil(lo / step - 1e-9); i * step <= hi + step * 1e-9 && values.length < 1000; i++) values.push(i * step);
              var attr = a === "x" ? ["x1", "x2"] : ["y1", "y2"], textAttr = a === "x" ? "x" : "y";
              var ref = parts.tick || parts.grid, offset = 0;
              if (parts.label && ref) offset = +parts.label.template.getAttribute(textAttr) - +ref.template.getAttribute(attr[0]);
              ["grid", "tick", "label"].forEach(function (p) {
                var part = parts[p];
                if (!part) return;
                while (part.group.firstChild) part.group.removeChild(part.group.firstChild);
                values.forEach(function (v) {
                  var el = part.template.cloneNode(true), pos = at(a, v);
                  if (p === "label") {
                    el.setAttribute(textAttr, pos + offset);
                    el.textContent = label(v, decimals);
                  } else {
                    el.setAttribute(attr[0], pos);
                    el.setAttribute(attr[1], pos);
                  }
                  part.group.appendChild(el);
                });
              });
            }
            function redraw() {
              var fx = affine("x"), fy = affine("y");
              shapes.forEach(function (s) {
                var t = s.c ? "translate(" + (fx[0] * s.c[0] + fx[1] - s.c[0]) + "," + (fy[0] * s.c[1] + fy[1] - s.c[1]) + ")"
                  : "matrix(" + fx[0] + ",0,0," + fy[0] + "," + fx[1] + "," + fy[1] + ")";
                s.el.setAttribute("transform", (t + " " + s.base).trim());
              });
              if (Z.x) retick("x");
              if (Z.y) retick("y");
              root.dispatchEvent(new CustomEvent("charta-viewport", { detail: { x: dom.x, y: dom.y }, bubbles: true }));
            }
            function point(e) {
              var r = stage.getBoundingClientRect();
              return [(e.clientX - r.left) * T.w / (r.width || 1), (e.clientY - r.top) * T.h / (r.height || 1)];
            }
            function inPlot(p) { return p[0] >= box[0] && p[0] <= box[2] && p[1] >= box[1] && p[1] <= box[3]; }
            stage.addEventListener("wheel", function (e) {
              var p = point(e);
              if (!inPlot(p)) return;
              e.preventDefault();
              var f = Math.pow(1.001, e.deltaY * Math.pow(16, e.deltaMode));
              ["x", "y"].forEach(function (a, i) {
                if (!Z[a]) return;
                var v = valueAt(a, p[i]);
                dom[a] = [v + (dom[a][0] - v) * f, v + (dom[a][1] - v) * f];
              });
              redraw();
            }, { passive: false });
            var brushing = P.sels.some(function (s) { return s.kind === "interval" && s.bind === "none"; });
            var pan = null, panned = false;
            stage.addEventListener("pointerdown", function (e) {
              var p = point(e);
              if (e.button !== 0 || brushing || !inPlot(p)) return;
              pan = { id: e.pointerId, p: p, dom: { x: dom.x && dom.x.slice(), y: dom.y && dom.y.slice() }, moved: false };
              try { stage.setPointerCapture(e.pointerId); } catch (err) { /* not capturable */ }
            });
            stage.addEventListener("pointermove", function (e) {
              if (!pan || e.pointerId !== pan.id) return;
              var p = point(e);
              if (Math.abs(p[0] - pan.p[0]) + Math.abs(p[1] - pan.p[1]) > 3) pan.moved = true;
              ["x", "y"].forEach(function (a, i) {
                if (!Z[a]) return;
                var d = pan.dom[a], z = Z[a], dv = (p[i] - pan.p[i]) * (d[1] - d[0]) / (z.p[1] - z.p[0]);
                dom[a] = [d[0] - dv, d[1] - dv];
              });
              redraw();
            });
            function end(e) {
              if (!pan || e.pointerId !== pan.id) return;
              panned = pan.moved;
              pan = null;
            }
            stage.addEventListener("pointerup", end);
            stage.addEventListener("pointercancel", end);
            stage.addEventListener("click", function (e) {
              if (panned) { panned = false; e.stopImmediatePropagation(); }
            }, true);
            stage.addEventListener("dblclick", function () {
              dom = { x: Z.x && Z.x.v.slice(), y: Z.y && Z.y.v.slice() };
              redraw();
            });
          }
          Array.prototype.forEach.call(document.querySelectorAll("[data-charta]"), setup);
        })();
        """#
}
