from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnames=("optimizer",))
def emos_step(params, opt_state, ens_mean, ens_var, obs, optimizer):
    def crps_normal(p):
        mu = p["a"] + p["b"] * ens_mean
        sigma = jnp.sqrt(jnp.exp(p["c"]) + jnp.exp(p["d"]) * ens_var)
        z = (obs - mu) / sigma
        pdf = jnp.exp(-0.5 * z ** 2) / jnp.sqrt(2 * jnp.pi)
        cdf = 0.5 * (1 + jax.scipy.special.erf(z / jnp.sqrt(2.0)))
        return jnp.mean(sigma * (z * (2 * cdf - 1) + 2 * pdf - 1 / jnp.sqrt(jnp.pi)))

    loss, g = jax.value_and_grad(crps_normal)(params)
    upd, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
