import jax
import jax.numpy as jnp
import optax
from model import net

opt = optax.adam(3e-3)


@jax.jit
def wage_step(params, state, opt_state, x, y):
    def loss(p):
        pred, new_state = net.apply(p, state, x, True)
        return jnp.mean((pred - y) ** 2), new_state
    (l, state), g = jax.value_and_grad(loss, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state, params)
    return optax.apply_updates(params, upd), state, opt_state, l
