import numpy as np


class MockHandTracker:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def process(self, frame_idx):
        n_hands = 2 if frame_idx % 4 in (1, 2) else 1
        return self.rng.normal(size=(n_hands, 21, 3)).astype(np.float32)
