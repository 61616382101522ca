import csv
import io

import numpy as np


def fake_csv(rng, n_days=84):
    buf = io.StringIO()
    w = csv.writer(buf)
    w.writerow(["date", "rooms_sold", "adr", "group_share"])
    for d in range(n_days):
        sold = int(rng.integers(90, 200))
        adr = round(float(rng.normal(135, 15)), 2)
        grp = rng.integers(0, 30) if d % 3 else round(float(rng.random() * 30), 1)
        w.writerow([f"2026-{1 + d // 28:02d}-{1 + d % 28:02d}", sold, adr, grp])
    return buf.getvalue()


def weekly_blocks(text):
    rows = list(csv.DictReader(io.StringIO(text)))
    table = np.array([[float(r["rooms_sold"]), float(r["adr"]), float(r["group_share"])] for r in rows])
    table = table.astype(np.float32)
    for start in range(0, len(table), 7):
        yield table[start:start + 7]
