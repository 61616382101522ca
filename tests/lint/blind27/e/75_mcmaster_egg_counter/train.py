from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(2e-3)


@partial(jax.jit, static_argnums=0)
def egg_count_step(model, params, opt_state, x, counts):
    def loss_fn(p):
        rate = model.apply(p, x)
        return jnp.mean(rate - counts * jnp.log(rate + 1e-6))

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
