import numpy as np

DEFAULT_SPEED_KMH = 25.0


def segment_speed(probe_speeds):
    if len(probe_speeds) == 0:
        return DEFAULT_SPEED_KMH
    return np.median(probe_speeds)


def probe_batches(rng, n_segments=8):
    for seg in range(n_segments):
        k = 0 if seg in (2, 5) else int(rng.integers(3, 20))
        yield seg, rng.normal(22, 5, k)
