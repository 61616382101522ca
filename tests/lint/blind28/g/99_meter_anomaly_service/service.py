import numpy as np
import jax
import jax.numpy as jnp

W = jnp.asarray(np.random.default_rng(0).standard_normal((6, 1)).astype(np.float32) * 0.2)


@jax.jit
def score_meters(x):
    # theft / tamper anomaly score per meter
    return jax.nn.sigmoid(x @ W)[:, 0]


def bucket(n, sizes=(16, 64)):
    for s in sizes:
        if n <= s:
            return s
    raise ValueError(n)


def handle(batch):
    n = batch.shape[0]
    size = bucket(n)
    padded = np.zeros((size, batch.shape[1]), np.float32)
    padded[:n] = batch
    return np.asarray(score_meters(padded))[:n]
