import numpy as np

N_UE, N_RB = 20, 25


class Cell:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.avg = np.ones(N_UE, np.float32)
        self.mean_snr = self.rng.uniform(0, 20, N_UE)

    def active_users(self):
        # users with data in their buffer this TTI
        return np.flatnonzero(self.rng.random(N_UE) < 0.5)

    def rates(self, ues):
        snr = 10 ** ((self.mean_snr[ues, None] + 4 * self.rng.standard_normal((len(ues), N_RB))) / 10)
        return np.log2(1 + snr).astype(np.float32)

    def update(self, ues, served, beta=0.05):
        self.avg *= 1 - beta
        self.avg[ues] += beta * served
