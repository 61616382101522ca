import numpy as np


def event_batches(n_batches=8, batch=32, n_feat=12, seed=0):
    """Event/noise discrimination features; analyst-reviewed batches carry confidence weights."""
    rng = np.random.default_rng(seed)
    for i in range(n_batches):
        x = rng.standard_normal((batch, n_feat)).astype(np.float32)
        y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.float32)
        out = {"features": x, "label": y}
        if i % 3 == 0:
            out["weights"] = rng.uniform(0.5, 1.0, batch).astype(np.float32)
        yield out
