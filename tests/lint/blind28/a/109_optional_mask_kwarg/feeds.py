import numpy as np


def channel_feed(rng, channel):
    bookings = rng.poisson(3, (50, 14)).astype(np.float32)
    nights = rng.integers(1, 5, (50, 14)).astype(np.float32)
    extra = {}
    if channel == "ota":
        extra["mask"] = (rng.random((50, 14)) > 0.15).astype(np.float32)
    return bookings, nights, extra
