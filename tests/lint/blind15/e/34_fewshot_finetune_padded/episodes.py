import numpy as np

N_WAY = 3
DIM = 8
MAX_SHOTS = 5


class EpisodeSampler:
    def __init__(self, seed=0, min_shots=1, max_shots=MAX_SHOTS):
        self.rng = np.random.default_rng(seed)
        self.min_shots, self.max_shots = min_shots, max_shots
        self.protos = self.rng.normal(size=(10, DIM)).astype(np.float32)

    def episode(self):
        classes = self.rng.choice(len(self.protos), N_WAY, replace=False)
        shots = int(self.rng.integers(self.min_shots, self.max_shots + 1))
        x = np.zeros((N_WAY, MAX_SHOTS, DIM), np.float32)
        mask = np.zeros((N_WAY, MAX_SHOTS), np.float32)
        for label, c in enumerate(classes):
            x[label, :shots] = self.protos[c] + 0.3 * self.rng.normal(size=(shots, DIM))
            mask[label, :shots] = 1.0
        y = np.repeat(np.arange(N_WAY, dtype=np.int32), MAX_SHOTS)
        return x.reshape(-1, DIM), y, mask.reshape(-1)
