import jax.numpy as jnp
import numpy as np

from physics import surface_flux

rng = np.random.default_rng(18)
t_surf = jnp.full((30,), -5.0, jnp.float32)
for month in range(12):
    summer = jnp.asarray(5 <= month <= 8)
    t_air = jnp.asarray(rng.normal(-15.0 + 15.0 * bool(summer), 3.0, 30), jnp.float32)
    wind = jnp.asarray(rng.uniform(2, 10, 30), jnp.float32)
    q = surface_flux(t_surf, t_air, wind, summer)
    t_surf = jnp.minimum(t_surf + 0.01 * q, 0.0)
    print(f"month {month + 1:2d}: mean flux {float(q.mean()):+.1f} W m-2, T_s {float(t_surf.mean()):.2f} C")
