import numpy as np


class FrameReplay:
    def __init__(self, capacity=512):
        self.frames = np.zeros((capacity, 10, 5), dtype=np.uint8)
        self.actions = np.zeros(capacity, dtype=np.int32)
        self.size = 0

    def add(self, frame, action):
        self.frames[self.size % len(self.frames)] = frame
        self.actions[self.size % len(self.frames)] = action
        self.size += 1

    def sample(self, rng, batch):
        idx = rng.integers(0, min(self.size, len(self.frames)), batch)
        return self.frames[idx], self.actions[idx]
