import jax
import jax.numpy as jnp


@jax.jit
def frontal_passage_score(window):
    # window: (hours, [temperature, pressure, wind_dir])
    dT = jnp.diff(window[:, 0])
    dp = jnp.diff(window[:, 1])
    veer = jnp.abs(jnp.diff(jnp.unwrap(jnp.deg2rad(window[:, 2]))))
    return jnp.max(-dT * jnp.maximum(dp, 0) + veer)
