import jax
import jax.numpy as jnp
import optax

from surrogate import mse

optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_trial(params, x, y, lr, steps=10):
    opt_state = optimizer.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return float(loss)
