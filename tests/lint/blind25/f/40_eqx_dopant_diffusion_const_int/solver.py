import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def anneal_profile(conc, dx_nm, diffusivity_nm2_s, time_s, n_steps):
    dt = time_s / n_steps

    def step(c, _):
        lap = (jnp.roll(c, 1) - 2 * c + jnp.roll(c, -1)) / dx_nm ** 2
        lap = lap.at[0].set(2 * (c[1] - c[0]) / dx_nm ** 2)   # reflecting surface
        lap = lap.at[-1].set(0.0)
        return c + dt * diffusivity_nm2_s * lap, None

    out, _ = jax.lax.scan(step, conc, None, length=n_steps)
    return out
