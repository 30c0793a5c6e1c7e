"""The results as a Markdown table (median, min-max, ratio to the smallest size) and the goals
as ratios in one run."""
from metrics import GOALS, METRICS, shown
from stats import ratio


def _figure(key, summary):
    if not summary:
        return "-"
    digits = 0 if METRICS[key][1] in ("ns", "ms") and summary["median"] * METRICS[key][2] >= 100 else (
        1 if METRICS[key][1] in ("ms", "ns") else 2)

    def number(value):
        return f"{shown(key, value):.{digits}f}"
    if summary["runs"] == 1:
        return f"{number(summary['median'])} (1 run)"
    return f"{number(summary['median'])} ({number(summary['min'])}-{number(summary['max'])}, {summary['runs']} runs)"


def sizes_of(results):
    return sorted(int(size) for size in results["sizes"])


def table(results):
    """One row per metric, one column per size, and the largest size over the smallest."""
    sizes = sizes_of(results)
    header = "| measurement | unit | " + " | ".join(f"N = {size}" for size in sizes)
    rule = "|---|---|" + "---|" * len(sizes)
    if len(sizes) > 1:
        header += f" | N = {sizes[-1]} / N = {sizes[0]}"
        rule += "---|"
    lines = [header + " |", rule]
    for key, (label, unit, _, _) in METRICS.items():
        cells = [results["sizes"][str(size)]["metrics"].get(key) for size in sizes]
        if not any(cells):
            continue
        row = f"| {label} | {unit} | " + " | ".join(_figure(key, cell) for cell in cells)
        if len(sizes) > 1:
            growth = ratio(cells[-1], cells[0])
            row += " | " + (f"{growth:.2f}x" if growth is not None else "-")
        lines.append(row + " |")
    return "\n".join(lines) + "\n"


def goals(results):
    """Each goal's ratio at the largest size, with its verdict; a list of (title, ratio, limit, met)."""
    sizes = sizes_of(results)
    verdicts = []
    for title, (size_a, key_a), (size_b, key_b), limit in GOALS:
        pick = {"max": str(sizes[-1]), "min": str(sizes[0])}
        if size_a != size_b and len(sizes) < 2:
            verdicts.append((title, None, limit, None))
            continue
        value = ratio(results["sizes"][pick[size_a]]["metrics"].get(key_a),
                      results["sizes"][pick[size_b]]["metrics"].get(key_b))
        verdicts.append((title, value, limit, None if value is None else value <= limit))
    return verdicts


def goals_text(results):
    sizes = sizes_of(results)
    lines = [f"Goals at N = {sizes[-1]} (ratios of medians in this run):"]
    for title, value, limit, met in goals(results):
        if value is None:
            lines.append(f"  n/a   {title} ({'not measured' if len(sizes) > 1 else 'needs two sizes'})")
        else:
            lines.append(f"  {'met ' if met else 'MISSED'} {value:.3f} (limit {limit}): {title}")
    return "\n".join(lines) + "\n"
