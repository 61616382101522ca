import jax
import jax.numpy as jnp
import optax


class FieldTrainer:
    def __init__(self, model, params, lr=1e-2):
        self.model = model
        self.params = params
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(params)
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, x, y):
        def loss_fn(p):
            return jnp.mean((self.model.apply(p, x)[:, 0] - y) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit(self, x, y, steps):
        for _ in range(steps):
            self.params, self.opt_state, loss = self._step(self.params, self.opt_state, x, y)
        return float(loss)
