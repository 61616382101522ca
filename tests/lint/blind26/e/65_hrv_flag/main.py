import numpy as np

from baseline import hrv_flag
from store import WellnessStore

rng = np.random.default_rng(34)
store = WellnessStore()
for day in range(7):
    store.add(float(rng.normal(75, 8)))
for day in range(7, 21):
    today = np.float32(rng.normal(75, 8) - (15 if day % 9 == 0 else 0))
    z, flag = hrv_flag(store.history(), today)
    print("day", day, "lnRMSSD z", round(float(z), 2), "flag", bool(flag))
    store.add(float(today))
