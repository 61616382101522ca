import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx

CHUNK = 128


@eqx.filter_jit
def score_chunk(model, x):
    return jax.nn.sigmoid(jax.vmap(model)(x)[:, 0])


def score_claims(model, features):
    n = len(features)
    n_pad = -n % CHUNK
    padded = np.concatenate([features, np.zeros((n_pad, features.shape[1]), features.dtype)])
    out = [np.asarray(score_chunk(model, padded[i:i + CHUNK])) for i in range(0, len(padded), CHUNK)]
    return np.concatenate(out)[:n]
