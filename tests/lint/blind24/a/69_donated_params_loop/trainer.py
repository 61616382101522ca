from functools import partial
import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, lr):
        self.tx = optax.rmsprop(lr)
        self.step = jax.jit(self._scrapie_step, donate_argnums=(0, 1))

    def _scrapie_step(self, params, opt_state, x, y):
        def loss_fn(p):
            z = x @ p["w"] + p["b"]
            return jnp.mean(optax.sigmoid_binary_cross_entropy(z, y))
        loss, g = jax.value_and_grad(loss_fn)(params)
        upd, opt_state = self.tx.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    def fit(self, params, batches, epochs):
        opt_state = self.tx.init(params)
        for epoch in range(epochs):
            for x, y in batches():
                params, opt_state, loss = self.step(params, opt_state, x, y)
        return params, loss
