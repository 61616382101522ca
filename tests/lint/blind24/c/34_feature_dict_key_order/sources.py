import numpy as np


def from_hris(n, rng):
    return {
        "tenure": rng.uniform(0, 15, n).astype(np.float32),
        "salary_ratio": rng.normal(1.0, 0.1, n).astype(np.float32),
        "last_rating": rng.integers(1, 6, n).astype(np.float32),
    }


def from_survey_export(n, rng):
    feats = {}
    feats["last_rating"] = rng.integers(1, 6, n).astype(np.float32)
    feats["tenure"] = rng.uniform(0, 15, n).astype(np.float32)
    feats["salary_ratio"] = rng.normal(1.0, 0.1, n).astype(np.float32)
    return feats
