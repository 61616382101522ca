import numpy as np

N_UE, N_RB = 20, 25


class Cell:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.avg = np.ones(N_UE, np.float32)
        self.mean_snr = self.rng.uniform(0, 20, N_UE)

    @property
    def active(self):
        return self.rng.random(N_UE) < 0.5

    def rates(self):
        snr = 10 ** ((self.mean_snr[:, None] + 4 * self.rng.standard_normal((N_UE, N_RB))) / 10)
        return np.log2(1 + snr).astype(np.float32)

    def update(self, served, beta=0.05):
        self.avg = (1 - beta) * self.avg + beta * served
