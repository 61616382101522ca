import numpy as np


def _table(rng, n, lift):
    return {
        "user_id": np.arange(n),
        "revenue": rng.gamma(1.5, 10.0 * (1 + lift), size=(n, 1)).astype(np.float32),
    }


def control_revenue(rng, n=400):
    return _table(rng, n, 0.0)["revenue"][:, 0]


def treatment_revenue(rng, n=400):
    return _table(rng, n, 0.04)["revenue"]
