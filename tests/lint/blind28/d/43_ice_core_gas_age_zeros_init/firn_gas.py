import jax
import jax.numpy as jnp


@jax.jit
def diffuse_co2(column, atm_co2, diffusivity, dt):
    # explicit firn-air diffusion with atmospheric boundary condition
    c = column.at[0].set(atm_co2)
    lap = jnp.concatenate([jnp.zeros(1), c[2:] - 2 * c[1:-1] + c[:-2], jnp.zeros(1)])
    return c + dt * diffusivity * lap
