import jax
import jax.numpy as jnp


@jax.jit
def season_drainage(et_model, et0, rain, awc):
    def day(soil, inp):
        e, r = inp
        soil = soil + r - et_model(e)
        drain = jnp.maximum(soil - awc, 0.0)
        return jnp.clip(soil, 0.0, awc), drain

    _, drain = jax.lax.scan(day, awc, (et0, rain))
    return jnp.sum(drain)
