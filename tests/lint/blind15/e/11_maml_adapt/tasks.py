import numpy as np


class SineTasks:
    def __init__(self, seed=0, shots=10):
        self.rng = np.random.default_rng(seed)
        self.shots = shots

    def sample(self):
        amp = self.rng.uniform(0.1, 5.0)
        phase = self.rng.uniform(0, np.pi)
        def draw():
            x = self.rng.uniform(-5, 5, size=(self.shots, 1)).astype(np.float32)
            return x, (amp * np.sin(x + phase)).astype(np.float32)
        return draw(), draw()
