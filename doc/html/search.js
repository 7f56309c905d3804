/* SPDX-License-Identifier: LGPL-2.1-or-later */
/* The search of the HTML rules reference, run in the browser over
 * search-index.js (ARDINA_INDEX: [id, title, href, text] for every rule,
 * part of a rule and ruling), so that it works from the disk without a
 * server. A rule id finds its rule; words score by where they occur, the
 * title counting more than the text, each word also matched by its stem
 * (a plain English suffix taken off), so "fleets" finds "fleet". */
(function () {
  "use strict";
  var STOP = ["a", "an", "the", "of", "to", "in", "on", "and", "or", "is", "are", "be", "can",
              "do", "does", "how", "many", "much", "what", "when", "which", "who", "i", "my",
              "may", "it", "its", "by", "for", "with", "at", "from", "as", "if", "there"];

  function stem(word) {
    var suffixes = ["ings", "ing", "ies", "ied", "es", "ed", "s"];
    for (var i = 0; i < suffixes.length; i++) {
      var s = suffixes[i];
      if (word.length > s.length + 2 && word.slice(-s.length) === s)
        return word.slice(0, -s.length);
    }
    return word;
  }

  function words(text) {
    return text.toLowerCase().split(/[^a-z0-9.\/-]+/).filter(function (w) {
      return w && STOP.indexOf(w) < 0;
    });
  }

  function escapeRe(s) { return s.replace(/[.*+?^${}()|[\]\\\/-]/g, "\\$&"); }

  function score(entry, terms, raw) {
    var id = entry[0].toLowerCase(), title = entry[1].toLowerCase(), text = entry[3].toLowerCase();
    if (id === raw || id === raw + ".0") return 1000;
    var total = 0, found = 0;
    terms.forEach(function (t) {
      var re = new RegExp("(^|[^a-z0-9])" + escapeRe(t.stem), "g");
      var inTitle = re.test(title);
      re.lastIndex = 0;
      var inText = (text.match(re) || []).length;
      if (inTitle || inText) found++;
      total += (inTitle ? 5 : 0) + Math.min(inText, 4);
    });
    if (!found) return 0;
    /* A title that is the question ("spy") first; a ruling, whose long
     * question mentions many things, after the rules it is about. */
    if (title === raw) total += 50;
    if (id.indexOf("r-") === 0) total /= 2;
    return total * found / terms.length;
  }

  function snippet(text, terms) {
    var lower = text.toLowerCase(), at = -1;
    for (var i = 0; i < terms.length && at < 0; i++) at = lower.indexOf(terms[i].stem);
    var from = Math.max(0, at - 60);
    return (from ? "\u2026" : "") + text.slice(from, from + 200) + (from + 200 < text.length ? "\u2026" : "");
  }

  function item(entry, terms) {
    var li = document.createElement("li"), a = document.createElement("a"), snip = document.createElement("span");
    a.href = entry[2];
    a.textContent = entry[0] + " " + entry[1];
    snip.className = "snip";
    snip.textContent = snippet(entry[3], terms);
    li.appendChild(a);
    li.appendChild(snip);
    return li;
  }

  function run(query) {
    var list = document.getElementById("results"), count = document.getElementById("count");
    var raw = query.trim().toLowerCase();
    var terms = words(raw).map(function (w) { return { word: w, stem: stem(w) }; });
    while (list.firstChild) list.removeChild(list.firstChild);
    if (!raw) return;
    var hits = [];
    ARDINA_INDEX.forEach(function (entry) {
      var s = score(entry, terms, raw);
      if (s > 0) hits.push([s, entry]);
    });
    hits.sort(function (a, b) { return b[0] - a[0]; });
    hits.slice(0, 40).forEach(function (h) { list.appendChild(item(h[1], terms)); });
    count.textContent = hits.length ? hits.length + " matching entries, best first" +
      (hits.length > 40 ? " (the first 40 shown)" : "") : "Nothing matches; try fewer or other words.";
  }

  var input = document.getElementById("q");
  var query = new URLSearchParams(window.location.search).get("q") || "";
  input.value = query;
  run(query);
  input.addEventListener("input", function () { run(input.value); });
})();
