import Foundation

/// The review bar and buttons that `plumb review` adds to a check's report.html.
///
/// The report marks each environment with `data-plumb-environment="ID"` (what `plumb accept --only` takes) and
/// `data-plumb-status`, groups of identical changes with `data-plumb-group`, and gives each an empty
/// `<div class="plumb-actions">`; the script puts an Accept button there for every environment the server can
/// accept, one "Accept group" per group (in its own `plumb-actions`, else in its `<summary>`), and a bar at the
/// top with "Accept all shown" (the environments not hidden by the page's filters; a folded group still counts).
/// Strings reach the page only through `textContent` and a JSON block whose `<`, `>` and `&` are escaped.
enum ReviewPage {
    struct Config: Encodable {
        var token: String
        var acceptable: [String]
        var accepted: [String]
        var exitWhenDone: Bool
        /// The artifacts folder's absolute path, for the page's `plumb accept` commands.
        var artifacts: String
    }

    /// `page` with the review styles, configuration and script inserted before its closing `</body>`.
    static func inject(into page: String, config: Config) -> String {
        let addition =
            "<style>\(css)</style>\n<script type=\"application/json\" id=\"plumb-review-config\">\(ScriptJSON.encode(config))</script>\n<script>\(script)</script>\n"
        guard let end = page.range(of: "</body>", options: .backwards) else { return page + addition }
        return page.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: addition)
    }

    static let css = """
        .plumb-review-bar{position:sticky;top:0;z-index:10;display:flex;gap:12px;align-items:center;flex-wrap:wrap;background:#fff;border-bottom:1px solid #ddd;padding:8px 0;margin-bottom:8px}
        .plumb-review-bar button,.plumb-actions button{padding:3px 12px;border:1px solid #1e6fd9;background:#1e6fd9;color:#fff;border-radius:4px;cursor:pointer;font:inherit}
        .plumb-review-bar button:disabled,.plumb-actions button:disabled{background:#eee;border-color:#ccc;color:#666;cursor:default}
        .plumb-review-bar .plumb-done{background:#fff;color:#1e6fd9}
        .plumb-review-status.plumb-error{color:#c62828}.plumb-actions{display:inline-flex;gap:6px;margin:4px 0}
        .plumb-group-actions{margin:0 0 0 12px;vertical-align:middle}
        .plumb-accepted{opacity:.65}.plumb-accepted h3::after{content:" · accepted";color:#1a7f37;font-weight:normal}
        """

    static let script = #"""
        (function () {
          "use strict";
          var config = JSON.parse(document.getElementById("plumb-review-config").textContent);
          var acceptable = new Set(config.acceptable), accepted = new Set(config.accepted);
          var busy = false, stopped = false, controls = [];
          var folder = config.artifacts;
          var quoted = /^[A-Za-z0-9_.\/:@%+=,-]+$/.test(folder) ? folder : "'" + folder.replace(/'/g, "'\\''") + "'";
          all(".artifacts-dir").forEach(function (el) { el.textContent = quoted; });
          function all(selector, root) { return Array.prototype.slice.call((root || document).querySelectorAll(selector)); }
          function idOf(el) { return el.getAttribute("data-plumb-environment"); }
          function environments() { return all("[data-plumb-environment]"); }
          // Whether a filter hides el: it or an ancestor is `hidden` or `display: none`. One map per count, so
          // thousands of environments cost one style lookup per element.
          function shownIn(memo) {
            return function shown(el) {
              if (!el || el.nodeType !== 1) { return true; }
              if (memo.has(el)) { return memo.get(el); }
              var visible = !el.hidden && getComputedStyle(el).display !== "none" && shown(el.parentElement);
              memo.set(el, visible);
              return visible;
            };
          }
          function pending(ids) { return ids.filter(function (id) { return acceptable.has(id) && !accepted.has(id); }); }
          function unique(ids) { var seen = new Set(); return ids.filter(function (id) { return !seen.has(id) && seen.add(id); }); }
          function shownPending() { return unique(pending(environments().filter(shownIn(new Map())).map(idOf))); }
          function groupIds(group) {
            var name = group.getAttribute("data-plumb-group");
            return unique(environments().filter(function (el) {
              return group.contains(el) || el.getAttribute("data-plumb-group") === name;
            }).map(idOf));
          }
          function el(tag, className) { var e = document.createElement(tag); e.className = className; return e; }
          function button(text, className, action) {
            var b = document.createElement("button");
            b.type = "button"; b.className = className; b.textContent = text;
            b.addEventListener("click", action);
            return b;
          }
          function actionsOf(owner) {
            return all(".plumb-actions", owner).filter(function (a) {
              return a.closest("[data-plumb-environment],[data-plumb-group]") === owner;
            })[0];
          }
          var bar = document.createElement("div");
          bar.className = "plumb-review-bar";
          bar.setAttribute("role", "region");
          bar.setAttribute("aria-label", "review");
          var title = document.createElement("strong");
          title.textContent = "plumb review";
          var count = document.createElement("span");
          count.className = "plumb-review-count";
          var allButton = button("Accept all shown", "plumb-accept-all", function () { post(shownPending()); });
          var status = document.createElement("span");
          status.className = "plumb-review-status";
          status.setAttribute("role", "status");
          bar.appendChild(title); bar.appendChild(count); bar.appendChild(allButton);
          if (config.exitWhenDone) { bar.appendChild(button("Done", "plumb-done", finish)); }
          bar.appendChild(status);
          document.body.insertBefore(bar, document.body.firstChild);
          environments().forEach(function (el) {
            var id = idOf(el), actions = actionsOf(el);
            if (!acceptable.has(id) || !actions) { return; }
            var b = button("Accept", "plumb-accept", function () { post([id]); });
            b.setAttribute("data-plumb-accept", id);
            actions.appendChild(b);
            controls.push({ ids: function () { return [id]; }, button: b, element: el, group: false });
          });
          all("[data-plumb-group]").forEach(function (group) {
            if (group.hasAttribute("data-plumb-environment")) { return; }
            var ids = function () { return groupIds(group).filter(function (id) { return acceptable.has(id); }); };
            if (ids().length === 0) { return; }
            var actions = actionsOf(group);
            if (!actions) {
              // A group without its own actions: the button goes in its summary line, seen even when folded.
              actions = el("span", "plumb-actions plumb-group-actions");
              var summary = group.querySelector(":scope > summary");
              if (summary) { summary.appendChild(actions); } else { group.insertBefore(actions, group.firstChild); }
            }
            var b = button("Accept group", "plumb-accept-group", function (event) {
              event.preventDefault();  // inside a <summary>, a click would also fold or unfold the group
              post(pending(ids()));
            });
            actions.appendChild(b);
            controls.push({ ids: ids, button: b, element: group, group: true });
          });
          function setText(el, text) { if (el.textContent !== text) { el.textContent = text; } }
          function refresh() {
            controls.forEach(function (c) {
              var left = pending(c.ids()), finished = left.length === 0;
              c.button.disabled = busy || stopped || finished;
              setText(c.button, finished ? "Accepted ✓" : c.group ? "Accept group (" + left.length + ")" : "Accept");
              if (finished && !c.element.classList.contains("plumb-accepted")) {
                c.element.classList.add("plumb-accepted");
                c.element.setAttribute("data-plumb-accepted", "true");
              }
            });
            var shownIds = shownPending();
            setText(allButton, "Accept all shown (" + shownIds.length + ")");
            allButton.disabled = busy || stopped || shownIds.length === 0;
            var left = config.acceptable.filter(function (id) { return !accepted.has(id); }).length;
            setText(count, accepted.size + " accepted, " + left + " left to accept");
          }
          function say(text, failed) {
            status.textContent = text;
            if (status.classList.contains("plumb-error") !== !!failed) { status.classList.toggle("plumb-error"); }
          }
          function request(path, body) {
            return fetch(path, {
              method: "POST", credentials: "same-origin", body: JSON.stringify(body),
              headers: { "Content-Type": "application/json", "X-Plumb-Token": config.token }
            }).then(function (r) { return r.json(); });
          }
          function post(ids) {
            if (busy || stopped || ids.length === 0) { return; }
            busy = true;
            say("accepting " + ids.length + "…", false);
            refresh();
            request("api/accept", { ids: ids }).then(function (answer) {
              (answer.accepted || []).forEach(function (id) { accepted.add(id); });
              if (answer.error) { say("not accepted: " + answer.error, true); return; }
              say(answer.accepted.length + " accepted: baselines written", false);
              if (config.exitWhenDone && config.acceptable.every(function (id) { return accepted.has(id); })) {
                stopped = true;
                say("every change accepted; the review server has stopped", false);
              }
            }, function (error) {
              say("not accepted: the review server did not answer (" + error + ")", true);
            }).then(function () { busy = false; refresh(); });
          }
          function finish() {
            request("api/done", {}).then(function () {
              stopped = true;
              say("review finished; the review server has stopped", false);
              refresh();
            }, function (error) { say("the review server did not answer (" + error + ")", true); });
          }
          var scheduled = false;
          function schedule() {
            if (scheduled) { return; }
            scheduled = true;
            requestAnimationFrame(function () { scheduled = false; refresh(); });
          }
          new MutationObserver(schedule).observe(document.body, {
            attributes: true, subtree: true, attributeFilter: ["class", "hidden", "style", "open"]
          });
          refresh();
        })();
        """#
}

/// JSON for a `<script>` block: `<`, `>` and `&` written as `\u003c`-style escapes, so no string can end the block.
enum ScriptJSON {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: (try? encoder.encode(value)) ?? Data("{}".utf8), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
