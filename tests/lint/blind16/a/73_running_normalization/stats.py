import numpy as np


class RunningChannelStats:
    def __init__(self, channels=3):
        self.count = 0
        self.mean = np.zeros(channels)
        self.m2 = np.zeros(channels)

    def update(self, batch):
        for px in batch.reshape(-1, batch.shape[-1])[::7]:
            self.count += 1
            delta = px - self.mean
            self.mean += delta / self.count
            self.m2 += delta * (px - self.mean)

    def as_static(self):
        std = np.sqrt(self.m2 / max(self.count - 1, 1)) + 1e-6
        return tuple(np.round(self.mean, 3).tolist()), tuple(np.round(std, 3).tolist())
