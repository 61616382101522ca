import numpy as np

from scan import LANDMARKS, BodyScanNormaliser


def scan_batches(n_batches=5, batch=20, seed=53):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        girths = rng.normal([38, 96, 82, 100, 58, 38], 6, (batch, len(LANDMARKS))).astype(np.float32)
        heights = rng.normal(170, 9, batch).astype(np.float32)
        yield girths, heights


def process(batch):
    girths, heights = batch
    return BodyScanNormaliser().normalise(girths, heights)
