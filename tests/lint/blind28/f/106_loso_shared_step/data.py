import numpy as np

SIGNERS = 4
PER_SIGNER = 32


def signer_data(seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(SIGNERS, PER_SIGNER, 40)).astype(np.float32)
    y = rng.integers(0, 6, size=(SIGNERS, PER_SIGNER)).astype(np.int32)
    return x, y


def leave_one_out(x, y, held):
    keep = [s for s in range(x.shape[0]) if s != held]
    return x[keep].reshape(-1, x.shape[-1]), y[keep].reshape(-1), x[held], y[held]
