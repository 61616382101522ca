import numpy as np


class ClipLibrary:
    """Marker trajectories (120 Hz) trimmed to each movement's start/end events."""

    def __init__(self, seed=15):
        self.rng = np.random.default_rng(seed)
        self.events = [(12, 131), (40, 190), (5, 118), (22, 171), (9, 128)]

    def __len__(self):
        return len(self.events)

    def __getitem__(self, i):
        start, end = self.events[i]
        full = np.cumsum(self.rng.normal(0, 0.002, size=(240, 39)), axis=0).astype(np.float32)
        return full[start:end]
