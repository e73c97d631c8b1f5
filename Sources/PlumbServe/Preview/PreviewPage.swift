/// The preview page: a grid per spec (categories down, widths and variants across) that follows the server's
/// renders by long-polling `/api/state`, swapping images in place once they have loaded, so the page never
/// reloads and keeps its scroll position. A spec error shows in a box beside the last good render; a checkbox
/// shows the lint findings as outlines over the images. Every string reaches the page through `textContent`.
enum PreviewPage {
    static func html(token: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>plumb preview</title>
        <style>\(css)</style>
        </head>
        <body>
        <div class="bar"><strong>plumb preview</strong><span id="status" role="status">loading…</span>\
        <label><input type="checkbox" id="lints"> Lint findings</label></div>
        <main id="specs"></main>
        <script type="application/json" id="plumb-preview-config">\(ScriptJSON.encode(["token": token]))</script>
        <script>\(script)</script>
        </body>
        </html>

        """
    }

    static let css = """
        body{font:14px/1.4 system-ui,sans-serif;margin:0 24px 24px;color:#1d1d1f;background:#fff}
        .bar{position:sticky;top:0;z-index:10;display:flex;gap:16px;align-items:center;background:#fff;border-bottom:1px solid #ddd;padding:8px 0}
        #status{color:#555}#status.error{color:#c62828}
        h2{margin:24px 0 8px;font-size:18px}h2 small{font-weight:normal;color:#666}
        .spec-body{display:flex;gap:16px;align-items:flex-start;flex-wrap:wrap}
        .error{border:2px solid #c62828;background:#fdecea;padding:8px 12px;border-radius:4px;max-width:480px}
        .error h3{margin:0 0 4px;font-size:14px;color:#c62828}.error pre{margin:0;white-space:pre-wrap;font:12px ui-monospace,monospace}
        table.grid{border-collapse:collapse}table.grid th,table.grid td{border:1px solid #ddd;padding:4px 6px;vertical-align:top;text-align:left}
        table.grid th{font:12px ui-monospace,monospace;color:#555}
        figure{margin:0}figcaption{font:11px ui-monospace,monospace;color:#666}figcaption .count{color:#c62828}
        .frame{position:relative;display:inline-block}
        .frame img{display:block;border:1px solid #ccc;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
        .lint{display:none;position:absolute;box-sizing:border-box;border:2px solid #e00;background:rgba(238,0,0,.12)}
        .lint.note,.lint.warning{border-color:#e0a000;background:none}.show-lints .lint{display:block}
        .meta{color:#777;font-size:12px;margin:4px 0 0}
        """

    static let script = #"""
        (function () {
          "use strict";
          var config = JSON.parse(document.getElementById("plumb-preview-config").textContent);
          var main = document.getElementById("specs"), status = document.getElementById("status");
          var toggle = document.getElementById("lints"), generation = null, sections = [];
          toggle.addEventListener("change", function () { document.body.classList.toggle("show-lints", toggle.checked); });
          function el(tag, className, text) {
            var e = document.createElement(tag);
            if (className) { e.className = className; }
            if (text !== undefined) { e.textContent = text; }
            return e;
          }
          function percent(value) { return (value * 100).toFixed(3) + "%"; }
          function shape(spec) {
            return JSON.stringify([spec.rows, spec.columns, spec.cells.map(function (c) { return [c.label, c.row, c.column]; })]);
          }
          function fill(figure, cell) {
            var frame = figure.querySelector(".frame"), img = frame.querySelector("img");
            img.src = cell.image.replace(/^\//, "");
            img.alt = cell.label;
            img.style.width = cell.width + "px";
            frame.querySelectorAll(".lint").forEach(function (box) { box.remove(); });
            var errors = 0;
            cell.lints.forEach(function (lint) {
              if (lint.severity === "error") { errors += 1; }
              lint.rects.forEach(function (r) {
                var box = el("div", "lint " + lint.severity);
                box.style.left = percent(r.x / cell.width); box.style.top = percent(r.y / cell.height);
                box.style.width = percent(r.width / cell.width); box.style.height = percent(r.height / cell.height);
                box.title = lint.kind + " " + lint.nodes.join(", ") + ": " + lint.message;
                frame.appendChild(box);
              });
            });
            var caption = figure.querySelector("figcaption");
            caption.textContent = cell.label;
            if (errors > 0) { caption.appendChild(el("span", "count", " · " + errors + " lint" + (errors === 1 ? "" : "s"))); }
          }
          function grid(spec) {
            var table = el("table", "grid"), head = el("tr");
            head.appendChild(el("th"));
            spec.columns.forEach(function (column) { head.appendChild(el("th", "", column)); });
            table.appendChild(head);
            var cells = spec.rows.map(function (row) {
              var tr = el("tr");
              tr.appendChild(el("th", "", row));
              table.appendChild(tr);
              return spec.columns.map(function () { var td = el("td"); tr.appendChild(td); return td; });
            });
            spec.cells.forEach(function (cell) {
              var figure = el("figure", "cell"), frame = el("div", "frame");
              figure.setAttribute("data-label", cell.label);
              frame.appendChild(el("img"));
              figure.appendChild(frame);
              figure.appendChild(el("figcaption"));
              fill(figure, cell);
              cells[cell.row][cell.column].appendChild(figure);
            });
            return table;
          }
          function section(index) {
            if (sections[index]) { return sections[index]; }
            var s = el("section", "spec"), title = el("h2"), body = el("div", "spec-body");
            var error = el("div", "error"), gridBox = el("div", "grid-box");
            error.hidden = true;
            error.appendChild(el("h3", "", "Spec error: showing the last good render"));
            error.appendChild(el("pre"));
            body.appendChild(error); body.appendChild(gridBox);
            s.appendChild(title); s.appendChild(body); s.appendChild(el("p", "meta"));
            main.appendChild(s);
            sections[index] = s;
            return s;
          }
          function preload(cells) {
            return Promise.all(cells.map(function (cell) {
              return new Promise(function (done) { var image = new Image(); image.onload = image.onerror = done; image.src = cell.image.replace(/^\//, ""); });
            }));
          }
          function show(spec, index) {
            var s = section(index), box = s.querySelector(".grid-box");
            var title = s.querySelector("h2");
            title.textContent = spec.name + " ";
            title.appendChild(el("small", "", spec.argument));
            var error = s.querySelector(".error");
            error.hidden = !spec.error;
            error.querySelector("pre").textContent = spec.error || "";
            s.setAttribute("data-error", spec.error ? "true" : "false");
            s.querySelector(".meta").textContent = spec.rendered > 0
              ? spec.cells.length + " environments rendered in " + spec.milliseconds + " ms" : "not rendered yet";
            if (s.getAttribute("data-rendered") === String(spec.rendered)) { return Promise.resolve(); }
            // The first grid goes in at once; a new render is swapped in only once its images have loaded, so
            // the page never shows half-loaded cells or jumps.
            var first = !box.hasAttribute("data-shape");
            return (first ? Promise.resolve() : preload(spec.cells)).then(function () {
              var x = window.scrollX, y = window.scrollY, key = shape(spec);
              if (box.getAttribute("data-shape") !== key) {
                box.textContent = "";
                box.appendChild(grid(spec));
                box.setAttribute("data-shape", key);
              } else {
                var figures = box.querySelectorAll("figure.cell");
                spec.cells.forEach(function (cell, i) { fill(figures[i], cell); });
              }
              s.setAttribute("data-rendered", String(spec.rendered));
              window.scrollTo(x, y);
            });
          }
          function apply(state) {
            return Promise.all(state.specs.map(show)).then(function () {
              var failing = state.specs.filter(function (spec) { return spec.error; }).length;
              status.textContent = failing > 0
                ? failing + " spec" + (failing === 1 ? "" : "s") + " with errors; showing the last good render"
                : "up to date (" + new Date().toLocaleTimeString() + ")";
              status.className = failing > 0 ? "error" : "";
              document.body.setAttribute("data-plumb-generation", String(state.generation));
            });
          }
          function poll() {
            var url = "api/state" + (generation === null ? "" : "?since=" + generation);
            fetch(url, { credentials: "same-origin", headers: { "X-Plumb-Token": config.token } }).then(function (response) {
              if (!response.ok) { throw new Error("the server answered " + response.status); }
              return response.json();
            }).then(function (state) {
              return apply(state).then(function () { generation = state.generation; poll(); });
            }).catch(function (error) {
              status.textContent = "waiting for the preview server (" + error.message + ")";
              status.className = "error";
              setTimeout(poll, 1000);
            });
          }
          poll();
        })();
        """#
}
