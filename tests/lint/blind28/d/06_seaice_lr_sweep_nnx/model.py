import jax.numpy as jnp
from flax import nnx


class DriftNet(nnx.Module):
    """Predicts daily sea-ice drift (u, v) from wind and ocean current."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(4, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 2, rngs=rngs)

    def __call__(self, x):
        return self.l2(nnx.tanh(self.l1(x)))


def make_data(key_seed=0, n=128):
    import numpy as np
    rng = np.random.default_rng(key_seed)
    wind = rng.normal(0, 6.0, (n, 2))
    current = rng.normal(0, 0.1, (n, 2))
    drift = 0.02 * wind @ np.array([[0.94, -0.34], [0.34, 0.94]]) + current
    return jnp.asarray(np.concatenate([wind / 6.0, current / 0.1], 1), jnp.float32), jnp.asarray(drift, jnp.float32)
