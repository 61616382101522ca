import numpy as np


def nightly_alerts(n_nights=6, per_night=256, n_feat=12, seed=0):
    rng = np.random.default_rng(seed)
    mix = rng.normal(size=(3, n_feat))
    for night in range(n_nights):
        z = rng.normal(size=(per_night, 3))
        feats = z @ mix + 0.1 * rng.normal(size=(per_night, n_feat))
        yield night, feats.astype(np.float32)
