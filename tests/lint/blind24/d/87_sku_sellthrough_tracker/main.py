import numpy as np

from tracker import SellThroughTracker

rng = np.random.default_rng(87)
LAUNCH_WEEK = {"JKT-01": 0, "JKT-02": 0, "DRS-11": 0, "DRS-12": 2, "KNT-05": 4, "KNT-06": 4}
tracker = SellThroughTracker()
for week in range(7):
    live = [s for s, w in LAUNCH_WEEK.items() if w <= week]
    sales = {s: rng.poisson(20, 10).astype(np.float32) for s in live}  # 10 stores
    tracker.observe(sales)
    print(week, {s: round(float(v.mean()), 1) for s, v in tracker.levels.items()})
