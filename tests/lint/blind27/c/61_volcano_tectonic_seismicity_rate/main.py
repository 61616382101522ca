import jax
import jax.numpy as jnp
import numpy as np

from adapt import tune
from sampler import rw_chunk

# weekly counts of volcano-tectonic earthquakes before an eruption
rng = np.random.default_rng(61)
weeks = 40
counts = jnp.asarray(rng.poisson(np.exp(1.0 + 1.5 * np.arange(weeks) / weeks)), jnp.float32)
exposure = jnp.ones(weeks)
key = jax.random.PRNGKey(1)
theta = jnp.zeros(2)
step_size = 0.2
for chunk in range(6):
    key, sub = jax.random.split(key)
    theta, trace, acc = rw_chunk(sub, theta, counts, exposure, step_size=step_size)
    step_size = tune(step_size, float(acc))
    print(chunk, step_size, np.round(np.asarray(theta), 3))
