import numpy as np


class FeedingBarnCameras:
    """Overhead depth cameras over the feed fence; a camera is skipped if its frame failed QC."""

    def __init__(self, n_cameras=4, seed=77):
        self.n_cameras = n_cameras
        self.rng = np.random.default_rng(seed)

    def snapshot(self):
        frames = []
        for cam in range(self.n_cameras):
            if self.rng.uniform() < 0.2:
                continue
            frames.append(self.rng.uniform(0, 1, size=(12, 12)).astype(np.float32))
        return frames
