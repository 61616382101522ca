import numpy as np


class ClipLoader:
    """Yields short RGB clips cut at shot boundaries."""

    def __init__(self, num_clips, height=16, width=16, seed=0):
        self.num_clips = num_clips
        self.height = height
        self.width = width
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for _ in range(self.num_clips):
            n_frames = int(self.rng.integers(4, 12))
            clip = self.rng.random((n_frames, self.height, self.width, 3), dtype=np.float32)
            label = int(self.rng.integers(0, 5))
            yield clip, label
