import jax
import jax.numpy as jnp

from glaciers import SOURCES, as_kwargs


@jax.jit
def surge_speed(days, thickness, slope, basal_water):
    tau = 917.0 * 9.81 * thickness * slope
    u_def = 2.4e-24 * tau ** 3 * thickness * 86400 * 365 / 2
    u_slide = 50.0 * jnp.exp(4.0 * basal_water) * jnp.tanh(days / 60.0)
    return u_def + u_slide


days = jnp.arange(0.0, 365.0, 5.0)
for i, rec in enumerate(SOURCES):
    u = surge_speed(days, **as_kwargs(rec))
    print(f"glacier {i}: peak speed {float(u.max()):.0f} m/a")
