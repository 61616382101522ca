import numpy as np


def load_surveys(seed=3):
    rng = np.random.default_rng(seed)
    surveys = []
    for h in range(6):
        if h < 3:
            # older contractor files record survey depths in whole metres
            depth = np.arange(0, 300, 30)
        else:
            depth = np.arange(0, 300, 30) + rng.uniform(0, 0.5, size=10)
            depth = depth.astype(np.float32)
        dip = np.deg2rad(-60 + rng.normal(0, 1.5, size=10)).astype(np.float32)
        azi = np.deg2rad(45 + rng.normal(0, 3.0, size=10)).astype(np.float32)
        surveys.append((depth, dip, azi))
    return surveys
