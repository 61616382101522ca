import numpy as np


class ChannelFeed:
    def __init__(self, channel, rng):
        self.channel = channel
        self.rng = rng

    def pull(self):
        bookings = self.rng.poisson(3, (50, 14)).astype(np.float32)
        nights = self.rng.integers(1, 5, (50, 14)).astype(np.float32)
        if self.channel == "ota":
            mask = (self.rng.random((50, 14)) > 0.15).astype(np.float32)
        else:
            mask = np.ones((50, 14), np.float32)
        return {"bookings": bookings, "nights": nights, "mask": mask}
