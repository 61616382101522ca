import numpy as np


class RandomSearch:
    """Minimal random search: sample a config, report a score, keep the best."""

    def __init__(self, space, seed=0):
        self.space = space
        self.rng = np.random.default_rng(seed)
        self.trials = []

    def suggest(self):
        cfg = {}
        for name, (kind, *args) in self.space.items():
            if kind == "loguniform":
                lo, hi = args
                cfg[name] = float(np.exp(self.rng.uniform(np.log(lo), np.log(hi))))
            elif kind == "choice":
                cfg[name] = args[0][self.rng.integers(len(args[0]))]
        return cfg

    def report(self, cfg, score):
        self.trials.append((score, cfg))

    def best(self):
        return min(self.trials, key=lambda t: t[0])
