import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-2)


@eqx.filter_jit
def detector_step(model, opt_state, y, H, x):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(y, H) - x) ** 2)
    l, g = eqx.filter_value_and_grad(loss_fn)(model)
    u, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, u), opt_state, l
