import numpy as np

N_WAY = 3
DIM = 8


class EpisodeSampler:
    def __init__(self, seed=0, min_shots=1, max_shots=5):
        self.rng = np.random.default_rng(seed)
        self.min_shots, self.max_shots = min_shots, max_shots
        self.protos = self.rng.normal(size=(10, DIM)).astype(np.float32)

    def episode(self):
        classes = self.rng.choice(len(self.protos), N_WAY, replace=False)
        shots = int(self.rng.integers(self.min_shots, self.max_shots + 1))
        xs, ys = [], []
        for label, c in enumerate(classes):
            xs.append(self.protos[c] + 0.3 * self.rng.normal(size=(shots, DIM)))
            ys.append(np.full(shots, label))
        return np.concatenate(xs).astype(np.float32), np.concatenate(ys).astype(np.int32)
