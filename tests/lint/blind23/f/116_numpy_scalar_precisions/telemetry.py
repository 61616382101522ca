import numpy as np


def housekeeping_frames(n, seed=0):
    rng = np.random.default_rng(seed)
    for k in range(n):
        bus_v = rng.normal(28.0, 0.2, 16)
        if k % 2:
            # packed downlink frames carry float32 values
            bus_v = bus_v.astype(np.float32)
        # mean of the frame: np.float64 or np.float32 depending on the frame format
        yield bus_v.mean(), bus_v.std()
