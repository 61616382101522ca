import numpy as np

N_CHANNELS = 5


def sessions(rng, n, with_ids=False):
    numeric = rng.normal(size=(n, 4)).astype(np.float32)
    channel = rng.integers(0, N_CHANNELS, n).astype(np.int32)
    logits = numeric @ np.array([0.8, -0.5, 0.3, 0.0]) + 0.4 * (channel == 2) - 1.0
    batch = {
        "numeric": numeric,
        "channel": channel,
        "converted": (rng.random(n) < 1 / (1 + np.exp(-logits))).astype(np.float32),
    }
    if with_ids:
        batch["session_id"] = np.arange(n, dtype=np.int32) + rng.integers(1_000_000)
    return batch
