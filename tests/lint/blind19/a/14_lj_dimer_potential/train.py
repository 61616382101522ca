import jax
import optax

from model import loss_fn


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, r, e):
        loss, grads = jax.value_and_grad(loss_fn)(params, r, e)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step
