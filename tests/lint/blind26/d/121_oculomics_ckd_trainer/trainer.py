from functools import cached_property, partial

import jax
import jax.numpy as jnp
import optax


def _ckd_from_retina_update(params, opt_state, x, y, tx):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


class OculomicsTrainer:
    def __init__(self, d):
        self.tx = optax.adam(0.05)
        self.params = {"w": jnp.zeros(d), "b": jnp.zeros(())}
        self.opt_state = self.tx.init(self.params)

    @cached_property
    def update_fn(self):
        return jax.jit(partial(_ckd_from_retina_update, tx=self.tx))

    def fit_batch(self, x, y):
        self.params, self.opt_state, l = self.update_fn(self.params, self.opt_state, x, y)
        return l
