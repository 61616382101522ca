import functools

import jax
import optax

tx = optax.adam(1e-2)


@functools.partial(jax.jit, static_argnums=(0,))
def fit_step(module, params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(module.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
