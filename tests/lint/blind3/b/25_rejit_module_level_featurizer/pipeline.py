import jax
import numpy as np

from features import batch_band_energies


def iter_batches(signals, batch_size):
    for start in range(0, len(signals) - batch_size + 1, batch_size):
        yield signals[start:start + batch_size]


def featurize(signals, batch_size=16):
    out = []
    for batch in iter_batches(signals, batch_size):
        out.append(np.asarray(jax.jit(batch_band_energies)(batch)))
    feats = np.concatenate(out)
    return (feats - feats.mean(0)) / (feats.std(0) + 1e-6)
