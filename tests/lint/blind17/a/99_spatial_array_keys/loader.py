import numpy as np


def spot_batches(rng, epoch, n_batches=3, spots=32, genes=40):
    for b in range(n_batches):
        expr = rng.poisson(1.0, size=(spots, genes)).astype(np.float32)
        coords = rng.random((spots, 2)).astype(np.float32)
        yield {"expr": expr, "coords": coords, "epoch": epoch, "batch_index": b}
