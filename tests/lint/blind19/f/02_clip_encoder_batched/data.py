import numpy as np

MAX_FRAMES = 12


class ClipLoader:
    """Yields short RGB clips cut at shot boundaries, padded to MAX_FRAMES."""

    def __init__(self, num_clips, height=16, width=16, seed=0):
        self.num_clips = num_clips
        self.height = height
        self.width = width
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for _ in range(self.num_clips):
            n_frames = int(self.rng.integers(4, MAX_FRAMES))
            clip = self.rng.random((n_frames, self.height, self.width, 3), dtype=np.float32)
            padded = np.zeros((MAX_FRAMES, self.height, self.width, 3), np.float32)
            padded[:n_frames] = clip
            mask = np.zeros((MAX_FRAMES,), np.float32)
            mask[:n_frames] = 1.0
            label = int(self.rng.integers(0, 5))
            yield padded, mask, label
