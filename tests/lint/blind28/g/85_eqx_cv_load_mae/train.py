import equinox as eqx
import jax
import jax.numpy as jnp
import optax

opt = optax.adam(3e-3)


@eqx.filter_jit
def cv_step(model, opt_state, x, y):
    def loss(m):
        return jnp.mean(jnp.abs(jax.vmap(m)(x) - y))
    l, g = eqx.filter_value_and_grad(loss)(model)
    u, opt_state = opt.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, u), opt_state, l
