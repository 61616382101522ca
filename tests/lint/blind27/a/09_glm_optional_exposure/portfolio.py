import numpy as np


def load_segment(rng, name, n, has_exposure):
    x = rng.normal(size=(n, 5)).astype(np.float32)
    beta = np.array([0.2, -0.1, 0.05, 0.3, 0.0], np.float32)
    expo = rng.uniform(0.2, 1.0, n).astype(np.float32)
    counts = rng.poisson(np.exp(x @ beta - 2.0) * expo).astype(np.float32)
    batch = {"x": x, "counts": counts}
    if has_exposure:
        batch["exposure"] = expo
    return name, batch


def segments(rng):
    yield load_segment(rng, "private_motor", 800, True)
    yield load_segment(rng, "broker_motor", 800, False)
    yield load_segment(rng, "direct_motor", 800, True)
    yield load_segment(rng, "legacy_motor", 800, False)
