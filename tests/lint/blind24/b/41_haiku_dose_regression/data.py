import numpy as np


def fluence_spectra(n, seed):
    """Features: log-binned neutron fluence fractions; target: log ambient dose equivalent."""
    rng = np.random.default_rng(seed)
    x = rng.dirichlet(np.ones(10), n).astype(np.float32)
    h = np.geomspace(8, 450, 10)
    y = np.log(x @ h).astype(np.float32)
    return x, y


def train_batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for s in range(0, len(x) // bs * bs, bs):
        yield x[idx[s:s + bs]], y[idx[s:s + bs]]


def eval_batches(x, y, bs):
    for s in range(0, len(x), bs):
        yield x[s:s + bs], y[s:s + bs]
