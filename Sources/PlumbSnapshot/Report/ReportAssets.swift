/// The report's inline stylesheet and script: no network, no external files.
enum ReportAssets {
    static let css = """
        body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#1d1d1f;background:#fff}
        h1{margin:0 0 8px}h2{margin:32px 0 8px;font-size:18px}h2 small,h3 small{font-weight:normal;color:#666}
        code{font:12px ui-monospace,monospace;background:#f2f2f4;padding:1px 4px;border-radius:3px;word-break:break-all}
        .summary span{margin-right:12px;font-weight:600}.pass{color:#1a7f37}.fail{color:#c62828}.recorded{color:#8a5a00}
        .meta,.fingerprint{color:#555}.fingerprint{color:#8a5a00}
        table.grid{border-collapse:collapse}table.grid th,table.grid td{border:1px solid #ddd;padding:4px 6px;vertical-align:top;text-align:left}
        .cell{display:block;font:12px ui-monospace,monospace;text-decoration:none;border-radius:3px;padding:2px 4px;margin:2px 0}
        .cell.passed{color:#1a7f37}.cell.failed{background:#fdecea;color:#c62828}.cell.recorded{background:#fff4e0;color:#8a5a00}
        .cell img{display:block;max-width:120px;max-height:120px;border:1px solid #c62828;margin-bottom:2px}
        section.failure{border-top:2px solid #c62828;margin-top:24px;padding-top:8px}section.failure.recorded{border-color:#e0a000}
        .messages li{white-space:pre-wrap}
        .tabs button{margin-right:4px;padding:3px 10px;border:1px solid #bbb;background:#f7f7f7;border-radius:4px;cursor:pointer}
        .tabs button.active{background:#1d1d1f;color:#fff}
        .view{display:none;margin:8px 0}.view.active{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
        figure{margin:0}figcaption{font-size:12px;color:#666}
        .view img{display:block;max-width:100%;border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .none{padding:24px;border:1px dashed #bbb;color:#888}
        .frame{position:relative;display:inline-block}.frame img{display:block}
        .lint{position:absolute;box-sizing:border-box;border:2px solid #e00;background:rgba(238,0,0,.12)}.lint.note{border-color:#e0a000;background:none}
        .view.slider.active{display:block}.compare{position:relative;display:inline-block}
        .compare .top{position:absolute;left:0;top:0;bottom:0;overflow:hidden;width:50%;border-right:2px solid #1e88e5}
        .compare .top img{max-width:none}.slider input{display:block;width:100%;max-width:480px}
        .command{display:inline-flex;gap:4px;align-items:center}.copy{font-size:11px;padding:1px 6px}
        .toolbar{position:sticky;top:0;background:#fff;border-bottom:1px solid #ddd;padding:6px 0;z-index:2;display:flex;flex-wrap:wrap;gap:12px;align-items:center}
        .toolbar fieldset{border:none;margin:0;padding:0;display:inline}.toolbar legend{display:inline;float:left;margin-right:6px;font-weight:600}
        .lint-layer{display:none;position:absolute;inset:0}body.show-lints .lint-layer{display:block}.lint.warning{border-color:#e0a000;background:rgba(224,160,0,.10)}
        .lint.error:not(.new){border-style:dashed}
        details.group{border:1px solid #ddd;border-radius:6px;margin:8px 0;padding:4px 10px}details.group>summary{cursor:pointer;padding:4px 0}
        .badge{display:inline-block;font-size:11px;font-weight:600;border-radius:9px;padding:1px 8px;background:#eee;color:#333}
        .status-changed.badge,.summary .status-changed{color:#c62828}.badge.status-changed{background:#fdecea}
        .badge.status-new-lint{background:#fff4e0;color:#8a5a00}.summary .status-new-lint{color:#8a5a00}
        .badge.status-missing-baseline,.badge.status-new-baseline{background:#e8f0fe;color:#1a4fa0}
        .badge.status-fixed-lint{background:#e6f4ea;color:#1a7f37}.summary .status-passed{color:#1a7f37}
        .cell.status-new-lint{background:#fff4e0;color:#8a5a00}.cell.status-fixed-lint{background:#e6f4ea;color:#1a7f37}
        .filtered{display:none!important}.compact{padding:3px 0;border-top:1px solid #eee}.compact a{margin-right:6px}
        .badge.status-accessibility-changed,.cell.status-accessibility-changed{background:#f3e8fd;color:#6a1b9a}.summary .status-accessibility-changed{color:#6a1b9a}
        .accessibility-pictures{display:flex;flex-wrap:wrap;gap:12px}
        """

    static let script = #"""
        (function () {
          "use strict";
          document.querySelectorAll(".views").forEach(function (views) {
            views.querySelectorAll(".tabs button").forEach(function (button) {
              button.addEventListener("click", function () {
                views.querySelectorAll(".tabs button, .view").forEach(function (el) { el.classList.remove("active"); });
                button.classList.add("active");
                var view = views.querySelector(".view." + button.getAttribute("data-view"));
                if (view) { view.classList.add("active"); }
              });
            });
            var range = views.querySelector(".slider input");
            var top = views.querySelector(".compare .top");
            var under = views.querySelector(".compare > img");
            if (range && top && under) {
              var sync = function () {
                top.style.width = range.value + "%";
                var img = top.querySelector("img");
                if (img) { img.style.width = under.clientWidth + "px"; }
              };
              range.addEventListener("input", sync);
              under.addEventListener("load", sync);
              sync();
            }
          });
          if (location.protocol === "file:") {
            var folder = decodeURIComponent(location.pathname.replace(/\/[^\/]*$/, "")) || "/";
            var quoted = /^[A-Za-z0-9_.\/:@%+=,-]+$/.test(folder) ? folder : "'" + folder.replace(/'/g, "'\\''") + "'";
            document.querySelectorAll(".artifacts-dir").forEach(function (el) { el.textContent = quoted; });
          }
          var toolbar = document.getElementById("toolbar");
          if (toolbar) {
            var apply = function () {
              var statuses = {};
              toolbar.querySelectorAll("input[name=status]").forEach(function (box) { statuses[box.value] = box.checked; });
              var spec = toolbar.querySelector("select[name=spec]").value;
              document.querySelectorAll("[data-plumb-environment]").forEach(function (el) {
                if (el.classList.contains("cell")) { return; }
                var shown = statuses[el.getAttribute("data-plumb-status")] !== false && (!spec || el.getAttribute("data-spec") === spec);
                el.classList.toggle("filtered", !shown);
              });
              document.querySelectorAll("[data-plumb-group]").forEach(function (group) {
                var any = group.querySelector("[data-plumb-environment]:not(.filtered)");
                group.classList.toggle("filtered", !any);
              });
              document.querySelectorAll("section.spec").forEach(function (section) {
                section.classList.toggle("filtered", !!spec && section.getAttribute("data-spec") !== spec);
              });
            };
            toolbar.addEventListener("change", function (event) {
              if (event.target.name === "lints") { document.body.classList.toggle("show-lints", event.target.checked); return; }
              apply();
            });
            // A link may preset the filters: report.html#view?status=changed,new%20lint&spec=NAME&lints=on
            if (location.hash.indexOf("#view?") === 0) {
              var params = {};
              location.hash.slice(6).split("&").forEach(function (pair) {
                var parts = pair.split("=");
                params[decodeURIComponent(parts[0])] = decodeURIComponent(parts[1] || "");
              });
              if (params.status !== undefined) {
                var wanted = params.status.split(",");
                toolbar.querySelectorAll("input[name=status]").forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
              }
              if (params.spec !== undefined) { toolbar.querySelector("select[name=spec]").value = params.spec; }
              if (params.lints === "on") {
                toolbar.querySelector("input[name=lints]").checked = true;
                document.body.classList.add("show-lints");
              }
            }
            toolbar.querySelectorAll("[data-expand]").forEach(function (button) {
              button.addEventListener("click", function () {
                var open = button.getAttribute("data-expand") === "all";
                document.querySelectorAll("details.group").forEach(function (d) { d.open = open; });
              });
            });
            apply();
          }
          document.querySelectorAll("a.cell[href^='#env-']").forEach(function (link) {
            link.addEventListener("click", function () {
              var target = document.getElementById(link.getAttribute("href").slice(1));
              for (var el = target; el; el = el.parentElement) { if (el.tagName === "DETAILS") { el.open = true; } }
            });
          });
          document.querySelectorAll(".copy").forEach(function (button) {
            button.addEventListener("click", function () {
              var code = button.parentNode.querySelector("code");
              var text = code ? code.textContent : "";
              if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(text).then(function () { button.textContent = "copied"; }, function () {});
              } else {
                var range = document.createRange();
                range.selectNodeContents(code);
                var selection = window.getSelection();
                selection.removeAllRanges();
                selection.addRange(range);
              }
            });
          });
        })();
        """#
}
