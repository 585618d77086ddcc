/// The script every interactive page carries, written by hand and without libraries. It keeps a state
/// of (view, selection) per chart and moves it only by looking inputs up in the tables Swift embedded:
/// the step tables of nearest x and swipes, the item boxes, the arrow-key and button targets. It lays
/// nothing out and hit-tests nothing beyond finding the box or step under the pointer. Hosts listen for
/// `charta-select`, `charta-activate` and `charta-viewport` events on the chart element.
enum HTMLScript {
    static let source = #"""
        (function () {
          "use strict";
          function setup(root) {
            var id = root.id;
            function byId(suffix) { return document.getElementById(id + suffix); }
            var T = JSON.parse(byId("-data").textContent);
            var stage = root.querySelector(".charta-stage");
            var status = byId("-status"), caption = byId("-caption");
            var buttons = Array.prototype.slice.call(root.querySelectorAll("button[data-command]"));
            var st = { view: T.start[0], sel: T.start[1] };
            var shown = root.querySelector(".charta-picture:not([hidden])");
            var layerOn = root.querySelector(".charta-on"), drag = null, suppressClick = false;
            var motion = typeof ChartaMotion === "function" ? ChartaMotion(root, T) : null, panShift = 0;
            var elements = T.views.map(function (v, i) {
              var picture = byId("-p" + i);
              var svg = picture && picture.firstElementChild;
              var all = svg ? Array.prototype.slice.call(svg.querySelectorAll("[aria-selected]")) : [];
              var keep = {};
              (v.selectable || []).forEach(function (k) {
                keep[k] = true;
                if (all[k]) all[k].setAttribute("data-charta-item", "");
              });
              all.forEach(function (e, k) { if (!keep[k]) e.removeAttribute("aria-selected"); });
              return all;
            });
            function view() { return T.views[st.view]; }
            function scale() { return T.w / (stage.getBoundingClientRect().width || 1); }
            function point(e) {
              var r = stage.getBoundingClientRect();
              return { x: (e.clientX - r.left) * T.w / (r.width || 1), y: (e.clientY - r.top) * T.h / (r.height || 1) };
            }
            function lookup(table, x) {
              if (!table || !table.values.length) return -1;
              var lo = 0, hi = table.starts.length - 1;
              while (lo < hi) {
                var mid = (lo + hi + 1) >> 1;
                if (table.starts[mid] <= x) lo = mid; else hi = mid - 1;
              }
              return table.values[lo];
            }
            function inPlot(p) {
              var b = view().plot;
              return p.x >= b[0] && p.x <= b[0] + b[2] && p.y >= b[1] && p.y <= b[1] + b[3];
            }
            function nearest(p, insideOnly) {
              if (insideOnly && !inPlot(p)) return -1;
              var b = view().plot;
              return lookup(view().strip, Math.min(Math.max(p.x, b[0]), b[0] + b[2]));
            }
            function itemAt(p) {
              var regions = view().regions || [], t = T.tolerance;
              for (var i = 0; i < regions.length; i++) {
                var r = regions[i];
                if (p.x >= r[0] - t && p.x <= r[0] + r[2] + t && p.y >= r[1] - t && p.y <= r[1] + r[3] + t) return r[4];
              }
              return -1;
            }
            function fire(name, detail) {
              root.dispatchEvent(new CustomEvent(name, { detail: detail, bubbles: true }));
            }
            function render() {
              var picture = byId("-p" + st.view + "-" + st.sel) || byId("-p" + st.view);
              if (picture !== shown) {
                var before = shown;
                if (shown) { shown.hidden = true; shown.style.transform = ""; }
                picture.hidden = false;
                shown = picture;
                if (motion) motion.change(before, picture, panShift);
              }
              var layer = byId("-o" + st.view + "-" + st.sel);
              if (layer !== layerOn) {
                var was = layerOn;
                if (layerOn) layerOn.classList.remove("charta-on");
                if (layer) layer.classList.add("charta-on");
                layerOn = layer;
                if (motion) motion.glide(was, layer);
              }
              var v = view(), els = elements[st.view], on = {};
              ((v.selected || {})[st.sel] || []).forEach(function (k) { on[k] = true; });
              (v.selectable || []).forEach(function (k) {
                if (els[k]) els[k].setAttribute("aria-selected", on[k] ? "true" : "false");
              });
              root.classList.toggle("charta-selecting", st.sel >= 0);
              buttons.forEach(function (b) { b.disabled = v.targets[+b.getAttribute("data-command")] < 0; });
              if (caption) caption.textContent = v.caption;
            }
            function set(v, sel) {
              if (v < 0 || v >= T.views.length) return;
              var viewChanged = v !== st.view, selChanged = sel !== st.sel;
              if (!viewChanged && !selChanged) return;
              st.view = v;
              st.sel = sel;
              render();
              var words = [];
              if (viewChanged && T.views[v].caption) words.push(T.views[v].caption + ".");
              if (selChanged) words.push(sel >= 0 ? T.selections[sel].text : "Selection cleared.");
              if (words.length) status.textContent = words.join(" ");
              if (viewChanged) fire("charta-viewport", { view: v, caption: T.views[v].caption });
              if (selChanged) fire("charta-select", sel >= 0 ? T.selections[sel].detail : { kind: "none" });
            }
            function activate() {
              if (st.sel >= 0) fire("charta-activate", T.selections[st.sel].detail);
            }
            function command(c) {
              var target = view().targets[c];
              if (target >= 0) set(target, st.sel);
            }
            stage.addEventListener("pointerdown", function (e) {
              if (e.button !== 0) return;
              var p = point(e);
              drag = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, kind: "" };
              suppressClick = false;
              if (T.mode === "x") {
                var s = nearest(p, true);
                set(st.view, s);
                drag.kind = s >= 0 ? "select" : "wait";
              } else if (view().pan) {
                drag.kind = "pan";
              }
              if (drag.kind) { try { stage.setPointerCapture(e.pointerId); } catch (err) { /* not capturable */ } }
            });
            stage.addEventListener("pointermove", function (e) {
              var p = point(e);
              if (drag && e.pointerId === drag.id) {
                if (Math.abs(e.clientX - drag.x) > 4 || Math.abs(e.clientY - drag.y) > 4) drag.moved = true;
                if (drag.kind === "select") {
                  set(st.view, nearest(p, false));
                } else if (drag.kind === "wait") {
                  var s = nearest(p, true);
                  set(st.view, s);
                  if (s >= 0) drag.kind = "select";
                } else if (drag.kind === "pan" && shown) {
                  shown.style.transform = "translateX(" + (e.clientX - drag.x) + "px)";
                }
                return;
              }
              if (e.pointerType !== "mouse" || drag) return;
              if (T.mode === "x" && T.hover) set(st.view, nearest(p, true));
              else if (T.mode === "item") stage.style.cursor = itemAt(p) >= 0 ? "pointer" : "";
            });
            function endDrag(e, cancelled) {
              if (!drag || e.pointerId !== drag.id) return;
              var d = drag;
              drag = null;
              if (d.moved) suppressClick = true;
              if (d.kind === "pan") {
                var dx = e.clientX - d.x, held = shown;
                if (shown) shown.style.transform = "";
                var target = cancelled ? -1 : lookup(view().pan, dx * scale());
                panShift = dx * scale();
                if (target >= 0) set(target, st.sel);
                panShift = 0;
                if (motion && shown === held) motion.release(held, dx);
              } else if (d.kind && T.release) {
                set(st.view, -1);
              }
            }
            stage.addEventListener("pointerup", function (e) { endDrag(e, false); });
            stage.addEventListener("pointercancel", function (e) { endDrag(e, true); });
            stage.addEventListener("pointerleave", function (e) {
              if (e.pointerType === "mouse" && !drag && T.mode === "x" && T.hover) set(st.view, -1);
            });
            stage.addEventListener("click", function (e) {
              if (suppressClick) { suppressClick = false; return; }
              var p = point(e);
              if (T.mode === "item") {
                var s = itemAt(p);
                set(st.view, s);
                if (T.activate && s >= 0) activate();
              } else if (T.mode === "x") {
                set(st.view, nearest(p, true));
              }
            });
            buttons.forEach(function (b) {
              b.addEventListener("click", function () { command(+b.getAttribute("data-command")); });
            });
            root.addEventListener("keydown", function (e) {
              if (e.altKey || e.ctrlKey || e.metaKey) return;
              var k = e.key;
              for (var c = 0; c < T.commands.length; c++) {
                if (T.commands[c].keys.indexOf(k) >= 0) { command(c); e.preventDefault(); return; }
              }
              if (e.target !== root && (k === "Enter" || k === " ")) return;
              if (k === "Escape") {
                set(st.view, -1);
              } else if (k === "Enter") {
                activate();
              } else if (k === "ArrowLeft" || k === "ArrowRight") {
                var t = (view().keys || {})[st.sel], i = k === "ArrowLeft" ? 0 : 2;
                if (t && t[i] >= 0) set(t[i], t[i + 1]);
              } else {
                return;
              }
              e.preventDefault();
            });
            render();
            if (motion) motion.enter(shown);
          }
          Array.prototype.forEach.call(document.querySelectorAll("[data-charta]"), setup);
        })();
        """#
}
