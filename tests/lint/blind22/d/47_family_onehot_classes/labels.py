import numpy as np

FAMILIES = ["benign", "emotet", "trickbot", "qakbot", "lokibot", "agenttesla"]


def labelled_chunk(rng, n, active):
    y = rng.choice(active, size=n).astype(np.int32)
    x = rng.normal(size=(n, 20)).astype(np.float32) + y[:, None] * 0.3
    return x, y
