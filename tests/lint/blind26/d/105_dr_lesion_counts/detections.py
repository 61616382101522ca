import numpy as np

LESIONS = ("microaneurysm", "haemorrhage", "hard_exudate", "cotton_wool")


def detect(rng):
    """Per-lesion-type probability maps; types the detector did not fire on get an empty map."""
    out = {name: np.zeros((32, 32), np.float32) for name in LESIONS}
    for name in LESIONS:
        if rng.uniform() < 0.6:
            out[name] = rng.uniform(size=(32, 32)).astype(np.float32) ** 4
    return out
