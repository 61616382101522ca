import numpy as np

HUB_LINES = {"Central": 6, "Eastgate": 4, "Riverside": 6, "Airport": 3}
MAX_LINES = max(HUB_LINES.values())


def padded_arrivals(hub, rng, trains=10):
    n = HUB_LINES[hub]
    arr = np.full((MAX_LINES, trains), 1e4, np.float32)
    arr[:n] = rng.uniform(0, 60, (n, trains))
    present = np.zeros(MAX_LINES, np.float32)
    present[:n] = 1.0
    return arr, present
