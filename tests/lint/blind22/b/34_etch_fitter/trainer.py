import jax
import jax.numpy as jnp
import optax


class Trainer:
    def __init__(self, model, lr=1e-2):
        self.model = model
        self.tx = optax.adamw(lr)
        self._step = jax.jit(self.train_step)

    def init(self, key, n_features):
        params = self.model.init(key, jnp.zeros((1, n_features)))
        return params, self.tx.init(params)

    def train_step(self, params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((self.model.apply(p, x) - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit_epoch(self, params, opt_state, batches):
        for x, y in batches:
            params, opt_state, loss = self._step(params, opt_state, x, y)
        return params, opt_state, loss
