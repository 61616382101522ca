import jax
import jax.numpy as jnp


@jax.jit
def overlay_kpis(rec):
    mag = jnp.hypot(rec.dx, rec.dy)
    mean_plus_3s_x = jnp.abs(rec.dx.mean()) + 3 * rec.dx.std()
    mean_plus_3s_y = jnp.abs(rec.dy.mean()) + 3 * rec.dy.std()
    return jnp.stack([mean_plus_3s_x, mean_plus_3s_y, jnp.percentile(mag, 99.7)])
