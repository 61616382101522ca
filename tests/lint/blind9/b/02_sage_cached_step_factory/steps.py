import functools

import jax
import optax

from layers import sage_forward


@functools.lru_cache(maxsize=None)
def get_update_fn(optimizer):
    def loss_fn(params, x, senders, receivers, targets):
        pred = sage_forward(params, x, senders, receivers)[:, 0]
        return optax.l2_loss(pred, targets).mean()

    def update(params, opt_state, x, senders, receivers, targets):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, senders, receivers, targets)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(update)
