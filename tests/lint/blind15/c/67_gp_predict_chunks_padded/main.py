import jax.numpy as jnp
import numpy as np

from gp import fit, predict_chunk
from utils import padded_chunks, trim

CHUNK = 400


def make_grid(n=50):
    g = np.linspace(-2, 2, n, dtype=np.float32)
    xx, yy = np.meshgrid(g, g)
    return np.stack([xx.ravel(), yy.ravel()], axis=1)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    X = rng.uniform(-2, 2, size=(80, 2)).astype(np.float32)
    y = (np.sin(X[:, 0]) * np.cos(X[:, 1])).astype(np.float32)
    L, alpha = fit(jnp.asarray(X), jnp.asarray(y))
    grid = make_grid()
    means, variances = [], []
    for block in padded_chunks(grid, CHUNK):
        m, v = predict_chunk(jnp.asarray(X), L, alpha, jnp.asarray(block))
        means.append(m)
        variances.append(v)
    mean = trim(jnp.concatenate(means), len(grid))
    var = trim(jnp.concatenate(variances), len(grid))
    print("grid points", mean.shape[0], "max var", float(var.max()))
