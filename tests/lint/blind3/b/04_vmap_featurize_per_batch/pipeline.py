import jax
import numpy as np

from features import spectral_features, standardize


def iter_batches(signals, batch_size):
    for start in range(0, len(signals), batch_size):
        yield signals[start:start + batch_size]


def featurize(signals, batch_size=16):
    out = []
    for batch in iter_batches(signals, batch_size):
        batch_features = jax.jit(jax.vmap(spectral_features))(batch)
        out.append(np.asarray(batch_features))
    return standardize(np.concatenate(out))
