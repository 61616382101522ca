from functools import partial

import jax
import optax

tx = optax.adam(2e-3)


@partial(jax.jit, static_argnums=0)
def uveitis_step(model, params, opt_state, x, y, key):
    def loss(p):
        logits = model.apply(p, x, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
