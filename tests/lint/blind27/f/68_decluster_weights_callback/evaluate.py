import jax
import jax.numpy as jnp


@jax.jit
def weighted_mse(params, x, y, weights=None):
    pred = jnp.tanh(x @ params["w1"]) @ params["w2"]
    err = (pred - y) ** 2
    if weights is None:
        return jnp.mean(err)
    return jnp.sum(weights * err) / jnp.sum(weights)


class MonitorCallback:
    def __init__(self, x, y, every=10):
        self.x, self.y, self.every = x, y, every
        self.history = []

    def __call__(self, step, params):
        if step % self.every == 0:
            self.history.append(float(weighted_mse(params, self.x, self.y)))
