import numpy as np

from report import standards_summary
from settings import SETTINGS, standards

rng = np.random.default_rng(0)
for day in range(5):
    n = SETTINGS["n_students"]
    idx = rng.integers(0, len(SETTINGS["standards"]), n).astype(np.int32)
    correct = (rng.random(n) < 0.6 + 0.05 * day).astype(np.float32)
    summary = standards_summary(idx, correct, standards(), SETTINGS["proficient_cut"])
    print(day, {k: round(float(v[0]), 2) for k, v in summary.items()})
