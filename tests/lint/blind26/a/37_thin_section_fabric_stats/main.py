import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def fabric_stats(inclusions):
    mean = inclusions.mean(0)
    cov = jnp.cov(inclusions.T)
    return mean, jnp.linalg.slogdet(cov)[1]


rng = np.random.default_rng(21)
for context in range(1001, 1006):
    # point-counted inclusion percentages per thin section
    sections = rng.dirichlet(np.ones(4), size=30).astype(np.float32) * 100
    quality = rng.uniform(size=30)
    good = sections[quality > 0.3]
    mean, logdet = fabric_stats(jnp.asarray(good))
    print(context, len(good), np.round(np.asarray(mean), 1), float(logdet))
