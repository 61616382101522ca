from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnums=(0,))
def dev_pattern_step(net, params, opt_state, x, incr):
    def loss_fn(p):
        pred = net.apply(p, x)
        return jnp.mean(pred - incr * jnp.log(pred + 1e-6))
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
