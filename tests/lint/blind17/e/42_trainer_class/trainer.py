import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, apply_fn, params, lr=1e-2):
        self.apply_fn = apply_fn
        self.params = params
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(params)
        self.history = []

    def _step(self, params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((self.apply_fn(p, x) - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @property
    def step_fn(self):
        return jax.jit(self._step)

    def fit_batch(self, x, y):
        self.params, self.opt_state, loss = self.step_fn(self.params, self.opt_state, x, y)
        self.history.append(loss)
        return loss
