import numpy as np


class Historian:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def raw(self, month):
        x = 55 + 10 * np.sin(np.linspace(0, 56 * np.pi, 672)) + self.rng.normal(0, 1.5, 672)
        return x.astype(np.float16) if month < 3 else x.astype(np.float32)


def monthly_tags(hist, months):
    for m in months:
        yield m, np.asarray(hist.raw(m), dtype=np.float32)
