import numpy as np


class MinimapStream:
    """Yields 32x32 minimap crops; cached crops are stored already normalised."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.cache = {}

    def get(self, frame_id):
        if frame_id in self.cache:
            return self.cache[frame_id]
        raw = self.rng.integers(0, 256, size=(8, 32, 32, 3), dtype=np.uint8)
        self.cache[frame_id] = raw.astype(np.float32) / 255.0
        return raw
