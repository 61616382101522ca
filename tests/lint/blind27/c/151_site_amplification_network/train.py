from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


@partial(jax.jit, static_argnums=0)
def amp_epoch(net, params, opt_state, x, y):
    def loss(p):
        return jnp.mean((net.apply(p, x) - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l
