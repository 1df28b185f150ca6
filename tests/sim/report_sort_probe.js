// Appended to a copy of the report by report_test.sh: clicks card-table headers as a
// person would and records the rows' order (their data-index) and the header's
// aria-sort after each click in <pre id="sort-probe">, for report_check to verify.
(function () {
  var steps = ["deployed", "deployed", "when_deployed", "card"].map(function (key) {
    var th = document.querySelector('#cards th[data-key="' + key + '"]');
    th.click();
    var rows = document.querySelectorAll("#cards tbody tr");
    return {
      order: Array.prototype.map.call(rows, function (r) { return Number(r.dataset.index); }),
      aria: th.getAttribute("aria-sort")
    };
  });
  var pre = document.createElement("pre");
  pre.id = "sort-probe";
  pre.textContent = JSON.stringify(steps);
  document.body.appendChild(pre);
})();
