import numpy as np

N_CLIENTS, SAMPLES, FEAT = 12, 16, 6


class Cohort:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.standard_normal((N_CLIENTS, SAMPLES, FEAT)).astype(np.float32)
        self.y = (rng.random((N_CLIENTS, SAMPLES)) > 0.5).astype(np.float32)
        self.rng = np.random.default_rng(seed + 1)

    def available_clients(self):
        # watches only report when charging and on Wi-Fi
        return (self.rng.random(N_CLIENTS) < 0.6).astype(np.float32)

    def round_data(self):
        online = self.available_clients()
        return self.x, self.y, online
