import jax
import jax.numpy as jnp
import optax

from model import WindEstimator

model = WindEstimator()
tx = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


@jax.jit
def update(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def set_lr(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = lr
    return opt_state
