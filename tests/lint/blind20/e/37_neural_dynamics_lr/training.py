import jax
import optax

from model import one_step_loss


def make_train_step(learning_rate):
    optimizer = optax.adam(learning_rate)

    @jax.jit
    def train_step(params, opt_state, x, u, x_next):
        loss, grads = jax.value_and_grad(one_step_loss)(params, x, u, x_next)
        updates, opt_state = optimizer.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    return optimizer, train_step
