import numpy as np


class Site:
    def __init__(self, name, sample_rate_hz, seconds=10):
        self.name = name
        self.rate = sample_rate_hz
        self.seconds = seconds

    @property
    def window(self):
        # one second of samples
        return int(self.rate)

    def read(self, rng):
        n = self.rate * self.seconds
        f = 60.0 + 0.005 * rng.standard_normal(n)
        f[n // 2:] -= 0.08
        return f.astype(np.float32)


SITES = [Site("sub_a", 30), Site("sub_b", 60), Site("sub_c", 30), Site("sub_d", 50)]
