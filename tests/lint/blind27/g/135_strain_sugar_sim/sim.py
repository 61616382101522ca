import jax
import jax.numpy as jnp


@jax.jit
def sugar_after(params, sugar0, biomass0, hours):
    def step(state, _):
        s, x = state
        mu = params.mu_max * s / (params.ks + s)
        dx = mu * x
        return (jnp.maximum(s - dx / params.yield_xs, 0.0), x + dx), None

    (s, x), _ = jax.lax.scan(step, (sugar0, biomass0), None, length=96)
    return s, x
