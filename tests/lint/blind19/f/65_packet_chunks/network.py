import numpy as np


def receive_packets(total_frames, feat_dim, seed=0):
    """Frames arrive in network packets holding a variable number of frames."""
    rng = np.random.default_rng(seed)
    sizes = [3, 5, 2, 4, 3, 6]
    sent = 0
    for size in sizes:
        if sent >= total_frames:
            break
        size = min(size, total_frames - sent)
        sent += size
        yield rng.standard_normal((size, feat_dim)).astype(np.float32)
