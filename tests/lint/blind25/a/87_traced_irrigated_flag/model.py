import jax
import jax.numpy as jnp


@jax.jit
def water_limited_yield(irrigated, awc, et0, rain):
    def day(soil, inp):
        e, r = inp
        soil = jnp.clip(soil + r - e, 0.0, awc)
        soil = jnp.where(irrigated & (soil < 0.5 * awc), awc, soil)
        ratio = jnp.clip(soil / (0.5 * awc), 0.0, 1.0)
        return soil, ratio

    _, ratio = jax.lax.scan(day, awc, (et0, rain))
    return 14.0 * jnp.mean(ratio)
