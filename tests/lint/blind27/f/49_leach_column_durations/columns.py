import numpy as np

COLUMN_TESTS = [
    {"id": "C1", "days": 90, "k": 0.012},
    {"id": "C2", "days": 120, "k": 0.009},
    {"id": "C3", "days": 90, "k": 0.015},
    {"id": "C4", "days": 150, "k": 0.007},
    {"id": "C5", "days": 120, "k": 0.011},
]


def sample_days(test, every=3):
    return np.arange(0, test["days"] + 1, every, dtype=np.float32)
