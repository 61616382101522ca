import numpy as np

ALL_STATIONS = [f"st{i:02d}" for i in range(12)]


def poll(rng):
    reported = {}
    for sid in ALL_STATIONS:
        if rng.random() < 0.15:
            continue
        reported[sid] = rng.integers(0, 20)
    return reported


def complete(reported, last_known):
    out = {}
    for sid in ALL_STATIONS:
        out[sid] = np.float32(reported.get(sid, last_known.get(sid, 0)))
    return out
