import numpy as np


def frame_stream(n_frames, n_ue, n_taps, seed=0):
    rng = np.random.default_rng(seed)
    h = rng.standard_normal((n_ue, 2 * n_taps))
    for _ in range(n_frames):
        h = 0.95 * h + 0.3 * rng.standard_normal(h.shape)
        yield (h + 0.2 * rng.standard_normal(h.shape)).astype(np.float32)
