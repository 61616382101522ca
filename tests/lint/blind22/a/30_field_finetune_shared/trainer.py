from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


@partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x)[:, 0] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


class FieldTrainer:
    def __init__(self, model, params):
        self.model = model
        self.params = params
        self.opt_state = tx.init(params)

    def fit(self, x, y, steps):
        for _ in range(steps):
            self.params, self.opt_state, loss = train_step(
                self.model, self.params, self.opt_state, x, y
            )
        return float(loss)
