import numpy as np

DEFAULT_THRESHOLDS = [25.0, 40.0, 60.0]


def site_thresholds(site):
    overrides = {"vineyard": np.array([30.0, 50.0, 80.0], np.float32)}
    return overrides.get(site, DEFAULT_THRESHOLDS)
