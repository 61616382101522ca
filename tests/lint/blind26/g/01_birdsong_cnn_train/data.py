import numpy as np


class SpectrogramLoader:
    """Yields (spec, label) minibatches of log-mel spectrogram patches."""

    def __init__(self, n_clips=230, n_mels=32, n_frames=40, batch_size=64, seed=0):
        rng = np.random.default_rng(seed)
        self.specs = rng.normal(size=(n_clips, n_mels, n_frames)).astype(np.float32)
        self.labels = rng.integers(0, 2, size=n_clips).astype(np.int32)
        self.batch_size = batch_size
        self.rng = rng

    def __iter__(self):
        order = self.rng.permutation(len(self.specs))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.specs[idx], self.labels[idx]
