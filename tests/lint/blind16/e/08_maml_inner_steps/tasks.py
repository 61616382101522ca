import numpy as np


class SineTaskSampler:
    """Few-shot sine regression: each task has its own amplitude and phase."""

    def __init__(self, shots=(5, 10, 20), query=15, seed=0):
        self.shots = shots
        self.query = query
        self.rng = np.random.default_rng(seed)

    def _draw(self, amp, phase, n):
        x = self.rng.uniform(-5, 5, size=(n, 1)).astype(np.float32)
        return x, (amp * np.sin(x + phase)).astype(np.float32)

    def __iter__(self):
        while True:
            amp = self.rng.uniform(0.1, 5.0)
            phase = self.rng.uniform(0, np.pi)
            k = int(self.rng.choice(self.shots))
            yield self._draw(amp, phase, k), self._draw(amp, phase, self.query)
