import jax
import optax

from model import cross_entropy


def make_train_step(optimizer):
    def train_step(params, opt_state, images, labels):
        loss, grads = jax.value_and_grad(cross_entropy)(params, images, labels)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return jax.jit(train_step)
