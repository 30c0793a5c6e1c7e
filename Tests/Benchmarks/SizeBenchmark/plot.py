"""An SVG of each measurement against N (one small panel each): the median as a line, the
runs' min-max as a bar at each size. Plain SVG text, no plotting library."""
from html import escape

from metrics import METRICS, shown

PANEL_WIDTH = 300
PANEL_HEIGHT = 190
COLUMNS = 3
MARGIN = {"left": 52, "right": 14, "top": 40, "bottom": 34}


def _nice_top(value):
    """A round number at or above `value` for the y axis."""
    if value <= 0:
        return 1
    step = 10 ** (len(str(int(value))) - 1) if value >= 1 else 0.1
    for factor in (1, 2, 2.5, 5, 10):
        if value <= step * factor:
            return step * factor
    return step * 10


def _panel(key, points, x_origin, y_origin, sizes):
    _, unit, _, title = METRICS[key]
    left, top = x_origin + MARGIN["left"], y_origin + MARGIN["top"]
    width = PANEL_WIDTH - MARGIN["left"] - MARGIN["right"]
    height = PANEL_HEIGHT - MARGIN["top"] - MARGIN["bottom"]
    top_value = _nice_top(max(shown(key, summary["max"]) for _, summary in points))
    low, high = min(sizes), max(sizes)

    def x(size):
        return left + (width * (size - low) / (high - low) if high > low else width / 2)

    def y(value):
        return top + height - height * shown(key, value) / top_value

    parts = [
        f'<text x="{x_origin + 8}" y="{y_origin + 16}" font-size="11" font-weight="bold">{escape(title)}</text>',
        f'<line x1="{left}" y1="{top + height}" x2="{left + width}" y2="{top + height}" stroke="#888"/>',
        f'<line x1="{left}" y1="{top}" x2="{left}" y2="{top + height}" stroke="#888"/>',
        f'<text x="{left - 4}" y="{top + 4}" font-size="9" text-anchor="end">{top_value:g}</text>',
        f'<text x="{left - 4}" y="{top + height}" font-size="9" text-anchor="end">0</text>',
        f'<text x="{x_origin + 8}" y="{y_origin + 30}" font-size="9" fill="#555">{escape(unit)}</text>',
    ]
    for size in sizes:
        parts.append(f'<text x="{x(size):.1f}" y="{top + height + 13}" font-size="9" '
                     f'text-anchor="middle">{size}</text>')
    parts.append(f'<text x="{left + width / 2:.1f}" y="{top + height + 26}" font-size="9" '
                 f'text-anchor="middle">N verticals</text>')
    line = " ".join(f"{x(size):.1f},{y(summary['median']):.1f}" for size, summary in points)
    parts.append(f'<polyline points="{line}" fill="none" stroke="#1f77b4" stroke-width="1.5"/>')
    for size, summary in points:
        parts.append(f'<line x1="{x(size):.1f}" y1="{y(summary["min"]):.1f}" x2="{x(size):.1f}" '
                     f'y2="{y(summary["max"]):.1f}" stroke="#1f77b4" stroke-width="5" stroke-opacity="0.3"/>')
        parts.append(f'<circle cx="{x(size):.1f}" cy="{y(summary["median"]):.1f}" r="2.5" fill="#1f77b4">'
                     f'<title>N = {size}: median {shown(key, summary["median"]):.4g} {escape(unit)}, '
                     f'{shown(key, summary["min"]):.4g}-{shown(key, summary["max"]):.4g} over '
                     f'{summary["runs"]} runs</title></circle>')
    return "\n".join(parts)


def svg(results, caption):
    """The SVG text: one panel per measurement that has figures at two sizes or more."""
    sizes = sorted(int(size) for size in results["sizes"])
    panels = []
    for key in METRICS:
        points = [(size, results["sizes"][str(size)]["metrics"].get(key)) for size in sizes]
        points = [(size, summary) for size, summary in points if summary]
        if len(points) >= 2:
            panels.append((key, points))
    rows = max(1, (len(panels) + COLUMNS - 1) // COLUMNS)
    width, height = COLUMNS * PANEL_WIDTH, rows * PANEL_HEIGHT + 30
    body = [_panel(key, points, (index % COLUMNS) * PANEL_WIDTH, (index // COLUMNS) * PANEL_HEIGHT, sizes)
            for index, (key, points) in enumerate(panels)]
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
            f'viewBox="0 0 {width} {height}" font-family="sans-serif">\n'
            f'<rect width="{width}" height="{height}" fill="white"/>\n' + "\n".join(body) +
            f'\n<text x="8" y="{height - 10}" font-size="10" fill="#333">{escape(caption)}</text>\n</svg>\n')
