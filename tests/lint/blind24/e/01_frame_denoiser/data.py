import numpy as np


class FrameLoader:
    """Yields (noisy, clean) luma patches cut from synthetic video frames."""

    def __init__(self, n_frames=70, patch=8, batch_size=16, seed=0):
        rng = np.random.default_rng(seed)
        self.clean = rng.uniform(0.0, 1.0, size=(n_frames, patch, patch)).astype(np.float32)
        self.noisy = self.clean + 0.1 * rng.standard_normal(self.clean.shape).astype(np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        n = len(self.clean)
        for start in range(0, n, self.batch_size):
            stop = min(start + self.batch_size, n)
            yield self.noisy[start:stop], self.clean[start:stop]
