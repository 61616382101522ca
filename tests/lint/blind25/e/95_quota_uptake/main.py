import numpy as np
from quota import update_quota_uptake

rng = np.random.default_rng(71)
quota = np.float32(12000.0)
total = 0.0
for week in range(1, 9):
    landings = rng.gamma(2.0, 80.0, 10).astype(np.float32)
    total, uptake = update_quota_uptake(total, landings, quota)
    print("week", week, round(float(total), 1), f"{float(uptake):.1%}")
