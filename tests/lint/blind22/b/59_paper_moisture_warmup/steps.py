import functools

import jax
import jax.numpy as jnp
import optax

from model import MoistureModel

model = MoistureModel()
tx = optax.adam(3e-3)
WARMUP_EPOCHS = 2


@functools.partial(jax.jit, static_argnames=("epoch",))
def train_step(params, opt_state, x, y, epoch):
    def loss_fn(p):
        err = model.apply(p, x) - y
        if epoch < WARMUP_EPOCHS:
            return jnp.mean(err ** 2)
        return jnp.mean(optax.huber_loss(err, delta=0.5))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
