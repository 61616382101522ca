import jax
import optax

from model import one_step_loss

optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@jax.jit
def train_step(params, opt_state, x, u, x_next):
    loss, grads = jax.value_and_grad(one_step_loss)(params, x, u, x_next)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jax.numpy.asarray(lr, dtype=jax.numpy.float32)
    return opt_state
