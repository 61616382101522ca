import numpy as np


class WindowDataset:
    def __init__(self, forcing, flow, seq_len):
        self.forcing = forcing
        self.flow = flow
        self.seq_len = seq_len

    def __len__(self):
        return len(self.flow) - self.seq_len + 1

    def batch(self, starts):
        x = np.stack([self.forcing[s:s + self.seq_len] for s in starts])
        y = self.flow[starts + self.seq_len - 1]
        return x, y

    def epoch(self, batch_size, rng):
        order = rng.permutation(len(self))
        n_full = len(order) // batch_size
        for b in range(n_full):
            yield self.batch(order[b * batch_size:(b + 1) * batch_size])
