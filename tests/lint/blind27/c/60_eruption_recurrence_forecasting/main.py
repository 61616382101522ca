import jax
import jax.numpy as jnp
import numpy as np

from model import mh_chunk

# repose intervals (years) between VEI>=2 eruptions
rng = np.random.default_rng(60)
intervals = jnp.asarray(rng.weibull(1.4, 30) * 18.0, jnp.float32)
key = jax.random.PRNGKey(0)
theta = jnp.array([0.0, 2.5])
step = jnp.float32(0.5)
samples = []
for chunk in range(6):
    key, sub = jax.random.split(key)
    theta, trace, acc = mh_chunk(sub, theta, intervals, step)
    step = jnp.float32(step * jnp.exp(acc - 0.3))
    samples.append(np.asarray(trace))
post = np.exp(np.concatenate(samples[2:]))
print("shape", post[:, 0].mean().round(2), "scale", post[:, 1].mean().round(2))
