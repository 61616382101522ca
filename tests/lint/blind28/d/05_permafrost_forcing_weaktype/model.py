import jax
import jax.numpy as jnp

SECONDS_PER_DAY = 86400.0


@jax.jit
def heat_step(temp, surface_temp, kappa, dz):
    dt = SECONDS_PER_DAY
    t = temp.at[0].set(surface_temp)
    lap = (t[2:] - 2.0 * t[1:-1] + t[:-2]) / dz ** 2
    interior = t[1:-1] + dt * kappa * lap
    return jnp.concatenate([t[:1], interior, t[-2:-1]])
