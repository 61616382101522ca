import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.1, momentum=0.9)


@jax.jit
def absence_fit_step(params, opt_state, x, y):
    def loss(p):
        return jnp.mean((x @ p - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l


def set_lr(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = lr
    return opt_state
