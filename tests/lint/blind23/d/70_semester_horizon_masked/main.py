import jax
import jax.numpy as jnp
import numpy as np

from sim import run_term

SCHOOLS = {"Northside HS": 16, "Lakeview HS": 15, "Central Academy": 18, "Riverside HS": 16, "Hillcrest Prep": 14}

rng = np.random.default_rng(0)
key = jax.random.PRNGKey(0)
for name, weeks in SCHOOLS.items():
    key, sub = jax.random.split(key)
    ability = jnp.asarray(rng.normal(size=200), jnp.float32)
    hours = jnp.asarray(rng.gamma(2.0, 1.5, 200), jnp.float32)
    final, traj = run_term(sub, ability, hours, weeks)
    print(f"{name:16s} end-of-term knowledge {float(final.mean()):.3f} after {weeks} weeks")
