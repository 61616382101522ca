import jax
import optax

from surrogate import mse


def make_train_step(optimizer):
    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(mse)(params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return train_step


def run_trial(params, x, y, lr, steps=10):
    optimizer = optax.adam(lr)
    opt_state = optimizer.init(params)
    step = make_train_step(optimizer)
    for _ in range(steps):
        params, opt_state, loss = step(params, opt_state, x, y)
    return float(loss)
