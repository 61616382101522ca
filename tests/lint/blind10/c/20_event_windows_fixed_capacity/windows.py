import numpy as np

WINDOW_CAPACITY = 256


def synthetic_events(rng, n_events, horizon_s):
    ts = np.sort(rng.uniform(0, horizon_s, size=n_events))
    latency_ms = rng.lognormal(mean=3.0, sigma=0.5, size=n_events).astype(np.float32)
    return ts, latency_ms


def tumbling_windows(ts, values, width_s, capacity=WINDOW_CAPACITY):
    """Yield (start, padded values, valid mask); windows above capacity keep the latest events."""
    start = 0.0
    end_of_data = ts[-1]
    while start <= end_of_data:
        sel = values[(ts >= start) & (ts < start + width_s)][-capacity:]
        padded = np.zeros(capacity, dtype=values.dtype)
        padded[: sel.shape[0]] = sel
        mask = np.arange(capacity) < sel.shape[0]
        yield start, padded, mask
        start += width_s
