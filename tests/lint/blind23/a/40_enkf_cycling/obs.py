import numpy as np


class ObservationFeed:
    def __init__(self, n_grid, n_sites=24, seed=0):
        self.rng = np.random.default_rng(seed)
        self.sites = self.rng.choice(n_grid, n_sites, replace=False)

    def cycle(self, truth):
        y = truth[self.sites] + self.rng.normal(0, 0.5, size=len(self.sites))
        gross_error = self.rng.random(len(self.sites)) < 0.2
        keep = ~gross_error
        return self.sites[keep], y[keep].astype(np.float32)
