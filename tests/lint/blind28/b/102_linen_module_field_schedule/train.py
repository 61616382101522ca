from functools import partial

import jax
import optax

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnums=(0,))
def gank_step(module, params, opt_state, x, y, key):
    def loss_fn(p):
        logits = module.apply({"params": p}, x, rngs={"dropout": key})
        return optax.sigmoid_binary_cross_entropy(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
