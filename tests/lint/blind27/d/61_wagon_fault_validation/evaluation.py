import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def eval_chunk(w, x, y):
    p = jax.nn.sigmoid(x @ w)
    return jnp.sum((p > 0.5) == (y > 0.5)), jnp.sum(-(y * jnp.log(p + 1e-7) + (1 - y) * jnp.log(1 - p + 1e-7)))


def evaluate(w, x, y, n_chunks=4):
    correct, nll = 0.0, 0.0
    for xc, yc in zip(np.array_split(x, n_chunks), np.array_split(y, n_chunks)):
        c, l = eval_chunk(w, xc, yc)
        correct += float(c)
        nll += float(l)
    return correct / len(x), nll / len(x)
