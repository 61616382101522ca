import itertools

import numpy as np


def dicom_stream(n_studies, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_studies):
        # each bitewing study holds 4 images (left/right, premolar/molar)
        for _ in range(4):
            yield rng.normal(size=(32, 40)).astype(np.float32), int(rng.integers(0, 2))


def batched(it, size):
    it = iter(it)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.stack([c[0] for c in chunk]), np.array([c[1] for c in chunk], np.float32)
