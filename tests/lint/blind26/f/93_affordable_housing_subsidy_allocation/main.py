import jax
import jax.numpy as jnp
from program import SETTINGS
from allocate import allocate_round

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
need = jax.random.uniform(k1, (40,), minval=5e4, maxval=4e5)
score = jax.random.normal(k2, (40,))
remaining = SETTINGS["budget"]
for r in range(SETTINGS["rounds"]):
    remaining, need = allocate_round(remaining, need, score, SETTINGS["max_award"])
    print(r, round(float(remaining)))
