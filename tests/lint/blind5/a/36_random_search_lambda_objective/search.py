import numpy as np


def sample_config(rng):
    return {
        "l2": float(10 ** rng.uniform(-4, -1)),
        "lr": float(10 ** rng.uniform(-2, -0.5)),
        "hidden": 16,
    }


class RandomSearch:
    def __init__(self, n_trials, seed=0):
        self.n_trials = n_trials
        self.rng = np.random.default_rng(seed)
        self.history = []

    def run(self, trial_fn):
        for trial in range(self.n_trials):
            cfg = sample_config(self.rng)
            score = trial_fn(cfg)
            self.history.append((score, cfg))
        return min(self.history, key=lambda h: h[0])
