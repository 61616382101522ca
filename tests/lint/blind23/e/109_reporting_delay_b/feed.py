import numpy as np

SLOTS = 128


def fnol_batches(seed=108, hours=8):
    """First-notification-of-loss records, staged hourly into the intake buffer."""
    rng = np.random.default_rng(seed)
    for hour in range(hours):
        n = int(rng.integers(40, 120))
        reported_delay = np.zeros(SLOTS, np.float32)
        reported_delay[:n] = rng.exponential(12.0, n)
        yield hour, reported_delay, n
