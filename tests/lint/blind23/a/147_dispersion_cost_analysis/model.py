import jax
import jax.numpy as jnp


def pollutant_dispersion(conc, u, v, k):
    dcdx = (jnp.roll(conc, -1, 1) - jnp.roll(conc, 1, 1)) / 2
    dcdy = (jnp.roll(conc, -1, 0) - jnp.roll(conc, 1, 0)) / 2
    lap = jnp.roll(conc, 1, 0) + jnp.roll(conc, -1, 0) + jnp.roll(conc, 1, 1) + jnp.roll(conc, -1, 1) - 4 * conc
    return conc - 0.1 * (u * dcdx + v * dcdy) + 0.1 * k * lap


def compiled_step(conc, u, v, k):
    compiled = jax.jit(pollutant_dispersion).lower(conc, u, v, k).compile()
    flops = compiled.cost_analysis()
    return compiled, flops
