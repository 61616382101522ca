import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def bootstrap_mean_ci(key, diffs):
    idx = jax.random.randint(key, (500, diffs.shape[0]), 0, diffs.shape[0])
    means = jnp.mean(diffs[idx], axis=1)
    return jnp.percentile(means, jnp.array([2.5, 97.5]))


rng = np.random.default_rng(72)
studies = ["2019_s01", "2019_s02", "2023_s03", "2023_s04"]
keys = jax.random.split(jax.random.key(2024), len(studies))
for study, key in zip(studies, keys):
    diffs = rng.normal(0.8, 2.0, 30).astype(np.float32)
    lo, hi = bootstrap_mean_ci(key, diffs)
    print(study, "95% CI", round(float(lo), 2), round(float(hi), 2))
