import jax.numpy as jnp
import numpy as np

from batch import q_for_station
from coda import coda_q

rng = np.random.default_rng(106)
t = jnp.linspace(10.0, 60.0, 600)
freqs = [1.5, 3.0, 6.0]
env = jnp.stack([jnp.exp(-jnp.pi * f * t / (80 * f ** 0.7)) / t * (1 + 0.05 * jnp.asarray(rng.normal(size=600), jnp.float32)) for f in freqs])
print("network", [round(float(q), 1) for q in q_for_station(env, t, freqs)])
print("quick look", round(float(coda_q(env[1], t, 3.0, n_windows=6)), 1))
