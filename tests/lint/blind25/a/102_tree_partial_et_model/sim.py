import jax
import jax.numpy as jnp


@jax.jit
def bucket_season(et_model, et0, rain, awc):
    def day(soil, inp):
        d, e, r = inp
        soil = jnp.clip(soil + r - et_model(e, d), 0.0, awc)
        return soil, soil

    days = jnp.arange(et0.shape[0])
    _, path = jax.lax.scan(day, awc, (days, et0, rain))
    return path.min(), jnp.sum(path < 0.3 * awc)
