import numpy as np


def web_events(rng, n):
    return {
        "ad": rng.integers(0, 64, n).astype(np.int32),
        "slot": rng.integers(0, 4, n).astype(np.int32),
        "label": rng.poisson(0.2, n).clip(0, 1).astype(np.int32),
    }


def app_events(rng, n):
    dwell = rng.exponential(10.0, n)
    return {
        "ad": rng.integers(0, 64, n).astype(np.int32),
        "slot": rng.integers(0, 4, n).astype(np.int32),
        "label": dwell > 15.0,
    }


def normalize(events):
    return {
        "ad": events["ad"].astype(np.int32),
        "slot": events["slot"].astype(np.int32),
        "label": np.asarray(events["label"], dtype=np.float32),
    }


def interleave(rng, rounds, n=48):
    for r in range(rounds):
        source = web_events if r % 2 == 0 else app_events
        yield normalize(source(rng, n))
