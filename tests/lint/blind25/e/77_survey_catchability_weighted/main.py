import numpy as np
import jax
import jax.numpy as jnp
from clean import station_blocks

@jax.jit
def weighted_q_step(beta, X, y, w):
    def loss(b):
        return jnp.sum(w * (X @ b[1:] + b[0] - y) ** 2) / jnp.sum(w)
    return beta - 0.01 * jax.grad(loss)(beta)

beta = jnp.zeros(3)
for X, y, w in station_blocks(np.random.default_rng(54)):
    beta = weighted_q_step(beta, X, y, w)
    print(int(w.sum()), np.round(np.asarray(beta), 4))
