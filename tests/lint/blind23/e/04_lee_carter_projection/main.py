import jax
import jax.numpy as jnp
import numpy as np

from model import fit_lee_carter, project_mortality

rng = np.random.default_rng(7)
ages = np.arange(60, 91)
years = np.arange(1990, 2021)
base = -9.5 + 0.09 * ages[:, None]
trend = -0.012 * (years - years[0])[None, :]
log_m = (base + trend + rng.normal(scale=0.03, size=(len(ages), len(years)))).astype(np.float32)

a, b, k = fit_lee_carter(jnp.asarray(log_m))

policyholders = [
    {"id": "P-001", "age": 62, "term": 10},
    {"id": "P-002", "age": 70, "term": 15},
    {"id": "P-003", "age": 65, "term": 20},
    {"id": "P-004", "age": 75, "term": 10},
    {"id": "P-005", "age": 61, "term": 25},
]

key = jax.random.PRNGKey(0)
for p in policyholders:
    key, sub = jax.random.split(key)
    m = project_mortality(a, b, k, sub, horizon=p["term"])
    row = p["age"] - ages[0]
    diag = jnp.stack([m[:, min(row + t, len(ages) - 1), t] for t in range(p["term"])], axis=1)
    survival = jnp.exp(-jnp.cumsum(diag, axis=1)).mean(axis=0)
    print(p["id"], "P(survive term) =", round(float(survival[-1]), 4))
