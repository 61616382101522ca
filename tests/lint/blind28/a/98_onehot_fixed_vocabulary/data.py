import numpy as np

from encode import SEGMENTS


def batches(rng, n_batches=10, size=24):
    for _ in range(n_batches):
        seg = rng.choice(np.array(SEGMENTS), size, p=[0.3, 0.2, 0.4, 0.07, 0.02, 0.01])
        numeric = rng.normal(size=(size, 3)).astype(np.float32)
        adr = (100 + 20 * numeric[:, 0] + 30 * (seg == "corporate")).astype(np.float32)
        yield numeric, seg, adr / 100
