import numpy as np


class RTIStack:
    def __init__(self, n_lights=12, size=24, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_lights, self.size = n_lights, size

    def read(self, i):
        raw = self.rng.uniform(0, 1, size=(self.n_lights, self.size, self.size))
        if i % 2:
            frames = (raw * 65535).astype(np.uint16)
            scale = 65535.0
        else:
            frames = (raw * 255).astype(np.uint8)
            scale = 255.0
        return (frames / scale).astype(np.float32)
