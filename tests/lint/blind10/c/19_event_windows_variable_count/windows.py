import numpy as np


def synthetic_events(rng, n_events, horizon_s):
    ts = np.sort(rng.uniform(0, horizon_s, size=n_events))
    latency_ms = rng.lognormal(mean=3.0, sigma=0.5, size=n_events).astype(np.float32)
    return ts, latency_ms


def tumbling_windows(ts, values, width_s):
    start = 0.0
    end_of_data = ts[-1]
    while start <= end_of_data:
        sel = (ts >= start) & (ts < start + width_s)
        yield start, values[sel]
        start += width_s
