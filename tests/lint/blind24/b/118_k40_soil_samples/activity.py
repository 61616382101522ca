import jax
import jax.numpy as jnp


@jax.jit
def k40_activity(counts, live_time_s, efficiency, mass_kg):
    ch = jnp.arange(counts.shape[0])
    roi = (ch >= 468) & (ch < 487)
    side = ((ch >= 455) & (ch < 464)) | ((ch >= 491) & (ch < 500))
    net = jnp.sum(jnp.where(roi, counts, 0.0)) - jnp.sum(jnp.where(side, counts, 0.0)) * 19.0 / 18.0
    return net / (live_time_s * efficiency * 0.1067 * mass_kg)  # Bq/kg, 10.67 % gamma yield
