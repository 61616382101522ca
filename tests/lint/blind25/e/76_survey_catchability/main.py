import numpy as np
import jax
import jax.numpy as jnp
from clean import station_blocks

@jax.jit
def catchability_step(beta, X, y):
    def loss(b):
        return jnp.mean((X @ b[1:] + b[0] - y) ** 2)
    return beta - 0.01 * jax.grad(loss)(beta)

beta = jnp.zeros(3)
rng = np.random.default_rng(53)
for X, y in station_blocks(rng):
    beta = catchability_step(beta, X, y)
    print(X.shape[0], np.round(np.asarray(beta), 4))
