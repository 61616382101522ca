import numpy as np

from settings import MILL_SETTINGS, load_targets
from stenter import width_deviation

rng = np.random.default_rng(81)
for quality in MILL_SETTINGS:
    history = rng.normal(150, 2, 500)
    targets, tol = load_targets(quality, history)
    measured = (targets + rng.normal(0, 1.2, (40, 3))).astype(np.float32)
    frac, bias = width_deviation(measured, targets, tol)
    print(quality, f"out of tolerance {float(frac):.2f}", np.round(np.asarray(bias), 2))
