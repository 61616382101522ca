from functools import partial

import jax
import jax.numpy as jnp
import optax


def _retinal_age_update(params, opt_state, x, y, tx):
    def loss(p):
        return jnp.mean(jnp.abs(x @ p["w"] + p["b"] - y))

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


class RetinalAgeTrainer:
    def __init__(self, d):
        self.tx = optax.adam(0.05)
        self.params = {"w": jnp.zeros(d), "b": jnp.array(50.0, jnp.float32)}
        self.opt_state = self.tx.init(self.params)

    @property
    def update_fn(self):
        return jax.jit(partial(_retinal_age_update, tx=self.tx))

    def fit_batch(self, x, y):
        self.params, self.opt_state, l = self.update_fn(self.params, self.opt_state, x, y)
        return l
