import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def cp_fit_step(model, power, tte):
    def loss(m):
        return jnp.mean((jnp.log(m.time_to_exhaustion(power)) - jnp.log(tte)) ** 2)
    g = eqx.filter_grad(loss)(model)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda x: -0.05 * x * 100.0, g))
