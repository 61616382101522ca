import jax
import optax

from .heads import TASKS, task_loss

opt = optax.adam(1e-2)


def total_loss(params, batch, weights):
    return sum(weights[t] * task_loss(params, batch[t][0], batch[t][1], t) for t in TASKS)


@jax.jit
def train_step(params, opt_state, batch, weights):
    loss, grads = jax.value_and_grad(total_loss)(params, batch, weights)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
