/// The animation part of an interactive page's script, included when the chart has an animation. It
/// defines `ChartaMotion(root, T)`, which the main script asks to play: the entry of the first picture
/// (each data layer grows from its baseline or fades in, as the view's `entry` table says), changes of
/// view (items matched by layer, element kind, `data-series`, `data-index` and order, as the engine's
/// ``Transition`` matches them: kept items move, entering ones grow, leaving ones shrink away, kept
/// shapes whose paths cannot be interpolated point by point cross-fade; item
/// annotations move with their items when both pictures have the same number of them) and selection
/// overlays gliding to the new selection. Everything is played with the Web Animations API
/// (`element.animate`), so hosts and tests see it in `document.getAnimations()`. Keyframes come from
/// the eased progress Swift embedded (`T.motion.e`) and the geometry of the precomputed pictures; the
/// script computes no layout. Under `prefers-reduced-motion: reduce` nothing moves.
extension HTMLScript {
    static let animation = #"""
        var ChartaMotion = function (root, T) {
          "use strict";
          var M = T.motion;
          if (!M || !root.animate) return null;
          var running = [], gliding = [], clones = [];
          var leafs = "rect,path,line,text,circle,ellipse,polyline,polygon";
          var NUMBER = /-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi;
          var most = 2000;
          function still() {
            return !!(window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches);
          }
          function viewOf(picture) { return +picture.id.slice(root.id.length + 2).split("-")[0]; }
          function layers(picture) {
            var table = (T.views[viewOf(picture)] || {}).entry || [], seen = {}, prefix = picture.id + "-";
            return Array.prototype.map.call(picture.querySelectorAll("svg g.role-mark[id]"), function (g, i) {
              var name = g.id.indexOf(prefix) === 0 ? g.id.slice(prefix.length) : g.id;
              seen[name] = (seen[name] || 0) + 1;
              return { g: g, key: name + "#" + seen[name], effect: table[i] || null };
            });
          }
          function items(g, inOrder) {
            var keys = [], map = {}, seen = {};
            Array.prototype.forEach.call(g.querySelectorAll(leafs), function (e) {
              var item = inOrder ? null : e.closest("[data-index],[data-series]");
              if (item && !g.contains(item)) item = null;
              var base = e.tagName + "|" + (item ? (item.getAttribute("data-series") || "") + "|" +
                (item.getAttribute("data-index") || "") : "|");
              seen[base] = (seen[base] || 0) + 1;
              var key = base + "|" + seen[base];
              keys.push(key);
              map[key] = e;
            });
            return { keys: keys, map: map };
          }
          function frames(f) {
            return M.e.map(function (e, k) {
              var frame = f(e);
              frame.offset = k / (M.e.length - 1);
              return frame;
            });
          }
          function play(list, el, keyframes, done) {
            var a = el.animate(keyframes, { duration: M.ms, easing: "linear", fill: done ? "forwards" : "none" });
            if (done) a.onfinish = done;
            list.push(a);
          }
          function origin(el, x, y) {
            el.style.transformBox = "view-box";
            el.style.transformOrigin = x + "px " + y + "px";
          }
          function effect(el, how, out, done) {
            if (how[0] !== "f" && !el.hasAttribute("transform")) {
              var b = how[1], y = how[0] === "y";
              origin(el, y ? 0 : b, y ? b : 0);
              play(running, el, frames(function (e) {
                var s = out ? 1 - e : e;
                return { transform: y ? "scale(1," + s + ")" : "scale(" + s + ",1)" };
              }), done);
              return;
            }
            var o = parseFloat(getComputedStyle(el).opacity);
            if (!(o >= 0)) o = 1;
            play(running, el, frames(function (e) {
              var p = Math.min(1, Math.max(0, out ? 1 - e : e));
              return { opacity: String(p * o) };
            }), done);
          }
          function num(el, name) { return parseFloat(el.getAttribute(name)) || 0; }
          function move(list, el, dx, dy) {
            if (!dx && !dy) return;
            if (el.hasAttribute("transform")) return;
            play(list, el, frames(function (e) {
              return { transform: "translate(" + dx * (1 - e) + "px," + dy * (1 - e) + "px)" };
            }));
          }
          function morph(list, a, b, shift) {
            var tag = b.tagName.toLowerCase();
            shift = shift || 0;
            if (tag !== a.tagName.toLowerCase()) return;
            if (tag === "rect") {
              var ra = [num(a, "x") + shift, num(a, "y"), num(a, "width"), num(a, "height")];
              var rb = [num(b, "x"), num(b, "y"), num(b, "width"), num(b, "height")];
              if (ra.join() === rb.join() || b.hasAttribute("transform")) return;
              origin(b, 0, 0);
              play(list, b, frames(function (e) {
                var r = ra.map(function (v, i) { return v + (rb[i] - v) * e; });
                var sx = rb[2] ? r[2] / rb[2] : 1, sy = rb[3] ? r[3] / rb[3] : 1;
                return { transform: "translate(" + (r[0] - rb[0] * sx) + "px," + (r[1] - rb[1] * sy) + "px) scale(" +
                  sx + "," + sy + ")" };
              }));
            } else if (tag === "path") {
              var da = a.getAttribute("d") || "", db = b.getAttribute("d") || "";
              var na = da.match(NUMBER) || [], nb = db.match(NUMBER) || [];
              var parts = db.split(NUMBER);
              if (da === db) return true;
              if (na.length !== nb.length || da.split(NUMBER).join() !== parts.join()) return false;
              play(list, b, frames(function (e) {
                var d = parts[0];
                for (var i = 0; i < nb.length; i++) d += (+na[i] + (nb[i] - na[i]) * e) + parts[i + 1];
                return { d: "path(\"" + d + "\")" };
              }));
            } else if (tag === "line") {
              move(list, b, num(a, "x1") + shift - num(b, "x1"), num(a, "y1") - num(b, "y1"));
            } else if (tag === "text") {
              move(list, b, num(a, "x") + shift - num(b, "x"), num(a, "y") - num(b, "y"));
            }
          }
          function stop(list) {
            list.forEach(function (a) { a.cancel(); });
            list.length = 0;
          }
          function leave(el, parent, how) {
            var c = el.cloneNode(true);
            ["id", "data-index", "data-series", "aria-selected", "data-charta-item"].forEach(function (n) {
              c.removeAttribute(n);
            });
            c.setAttribute("aria-hidden", "true");
            c.setAttribute("data-charta-leaving", "");
            parent.appendChild(c);
            clones.push(c);
            effect(c, how, true, function () { if (c.parentNode) c.parentNode.removeChild(c); });
          }
          return {
            /** The first picture appears: its data layers grow or fade in. */
            enter: function (picture) {
              if (!picture || still()) return;
              var any = false;
              layers(picture).forEach(function (l) { if (l.effect) { any = true; effect(l.g, l.effect, false); } });
              // Item labels fade in with their items.
              var notes = picture.querySelectorAll("svg g.role-annotation");
              if (any && notes.length <= most) Array.prototype.forEach.call(notes, function (g) { effect(g, ["f"], false); });
            },
            /** The view changed from picture `before` to `after`; `shift` is how far (in scene units) a
                swipe had dragged the old picture sideways when it was let go. */
            change: function (before, after, shift) {
              stop(running);
              clones.forEach(function (c) { if (c.parentNode) c.parentNode.removeChild(c); });
              clones = [];
              if (!before || !after || still()) return;
              var from = {}, pairs = [], count = 0;
              layers(before).forEach(function (l) { from[l.key] = l; });
              layers(after).forEach(function (l) {
                var old = from[l.key];
                var p = { l: l, old: old, a: old ? items(old.g) : { keys: [], map: {} }, b: items(l.g) };
                count += p.a.keys.length + p.b.keys.length;
                pairs.push(p);
              });
              // Annotations (labels of items, without ids of their own) move with their items when
              // both pictures have the same ones.
              var notesA = before.querySelectorAll("g.role-annotation"), notesB = after.querySelectorAll("g.role-annotation");
              count += notesA.length + notesB.length;
              if (count > most) return;
              if (notesA.length === notesB.length) {
                Array.prototype.forEach.call(notesB, function (g, i) {
                  var a = items(notesA[i]), b = items(g);
                  b.keys.forEach(function (k) { if (a.map[k]) morph(running, a.map[k], b.map[k], shift); });
                });
              }
              pairs.forEach(function (p) {
                p.b.keys.forEach(function (k) {
                  var a = p.a.map[k], b = p.b.map[k];
                  if (a && morph(running, a, b, shift) === false) {
                    // A shape that cannot be interpolated point by point cross-fades.
                    effect(b, ["f"], false);
                    leave(a, p.l.g, ["f"]);
                  } else if (!a && p.l.effect) {
                    effect(b, p.l.effect, false);
                  }
                });
                var how = p.old && (p.old.effect || p.l.effect);
                if (how) p.a.keys.forEach(function (k) { if (!p.b.map[k]) leave(p.a.map[k], p.l.g, how); });
              });
            },
            /** A swipe let go without changing the view: the picture springs back from `dx` pixels. */
            release: function (picture, dx) {
              if (!picture || !dx || still()) return;
              play(running, picture, frames(function (e) { return { transform: "translateX(" + dx * (1 - e) + "px)" }; }));
            },
            /** The selection overlay changed from group `before` to `after`: its marks glide. */
            glide: function (before, after) {
              stop(gliding);
              if (!before || !after || still()) return;
              // An overlay draws one selection: its marks pair up by kind and order, not by item.
              var a = items(before, true), b = items(after, true);
              if (a.keys.length + b.keys.length > most) return;
              b.keys.forEach(function (k) { if (a.map[k]) morph(gliding, a.map[k], b.map[k]); });
            }
          };
        };

        """#
}
