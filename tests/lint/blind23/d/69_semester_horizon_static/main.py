import jax
import jax.numpy as jnp
import numpy as np

from calendar_cfg import SCHOOLS
from sim import simulate_semester

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for school in SCHOOLS:
    key, sub = jax.random.split(key)
    ability = jnp.asarray(rng.normal(size=200), jnp.float32)
    hours = jnp.asarray(rng.gamma(2.0, 1.5, 200), jnp.float32)
    final, traj = simulate_semester(sub, ability, hours, n_weeks=school["weeks"])
    print(f"{school['name']:16s} mean end-of-term knowledge {float(final.mean()):.3f}")
