import numpy as np


class SensorNetwork:
    """Soil temperature probes in one experimental plot; probes drop out as batteries fail."""

    def __init__(self, n_probes, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_probes = n_probes
        self.alive = np.ones(n_probes, bool)
        self.latest = np.zeros((n_probes, 24), np.float32)

    def poll(self, day):
        if day in (2, 4, 5):
            self.alive[self.rng.choice(np.flatnonzero(self.alive))] = False
        self.latest = (12 + 4 * np.sin(np.linspace(0, 2 * np.pi, 24))
                       + self.rng.normal(0, 0.5, (self.n_probes, 24))).astype(np.float32)

    @property
    def active_readings(self):
        return np.where(self.alive[:, None], self.latest, 0.0).astype(np.float32)

    @property
    def active_mask(self):
        return self.alive.astype(np.float32)
