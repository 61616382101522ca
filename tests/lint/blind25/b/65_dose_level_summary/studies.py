import numpy as np

TRIALS = {
    "SAD": [0.0, 1.0, 3.0, 10.0, 30.0, 100.0],
    "MAD": [0.0, 10.0, 30.0, 60.0],
    "PoC": [0.0, 30.0],
    "DRF": [0.0, 5.0, 15.0, 30.0, 60.0],
}


def load_trials(n=60, seed=4):
    rng = np.random.default_rng(seed)
    for name, levels in TRIALS.items():
        dose = rng.choice(levels, n).astype(np.float32)
        resp = (10 * np.log1p(dose) + rng.normal(0, 3, n)).astype(np.float32)
        yield name, dose, resp
