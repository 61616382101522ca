import numpy as np
import jax
import jax.numpy as jnp
from likelihood import make_objective

rng = np.random.default_rng(11)
cohorts = {y: (float(rng.integers(300, 900)), rng.poisson(20, 6).astype(np.float32)) for y in range(2015, 2021)}
for year, (rel, recs) in cohorts.items():
    obj = make_objective(rel, jnp.asarray(recs))
    x = jnp.log(jnp.array([0.2, 0.2]))
    for _ in range(30):
        x = x - 0.01 * jax.grad(obj)(x)
    print(year, np.round(np.exp(np.asarray(x)), 3))
