import numpy as np

from scoring import calf_score


def screen_pen(rng, n=24):
    temp = rng.normal(39.0, 0.5, n).astype(np.float32)
    rr = rng.normal(36, 8, n).astype(np.float32)
    nasal = rng.integers(0, 4, n).astype(np.float32)
    cough = rng.integers(0, 3, n).astype(np.float32)
    return calf_score(temp, rr, nasal, cough)


rng = np.random.default_rng(86)
for pen in range(6):
    score = screen_pen(rng)
    print(f"pen {pen}: calves to treat (score >= 5): {int((score >= 5).sum())}")
