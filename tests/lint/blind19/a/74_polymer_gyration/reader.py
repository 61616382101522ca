import numpy as np


class TrajectoryStore:
    """Frames older than `archive_after` are kept in half precision to save memory."""

    def __init__(self, n_atoms, archive_after=4, seed=0):
        self.rng = np.random.default_rng(seed)
        self.n_atoms = n_atoms
        self.archive_after = archive_after
        self.frames = []

    def record(self, frame):
        self.frames.append(np.asarray(frame, np.float32))
        if len(self.frames) > self.archive_after:
            i = len(self.frames) - self.archive_after - 1
            self.frames[i] = self.frames[i].astype(np.float16)

    def __iter__(self):
        return (f.astype(np.float32) for f in self.frames)
