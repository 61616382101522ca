import functools

import jax
import jax.numpy as jnp
import optax

from towers import TwoTower

model = TwoTower()
tx = optax.adamw(3e-3)


def temperature_for(epoch):
    return max(0.05, 0.5 * 0.6 ** epoch)


@functools.partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, users, items, epoch):
    tau = temperature_for(epoch)

    def loss_fn(p):
        zu, zi = model.apply(p, users, items)
        logits = zu @ zi.T / tau
        labels = jnp.arange(users.shape[0])
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
