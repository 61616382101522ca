import jax
import jax.numpy as jnp
import numpy as np

from locator import Hypocentre, anneal_step, predicted_times

rng = np.random.default_rng(13)
stations = jnp.asarray(np.c_[rng.uniform(-20, 20, (9, 2)), np.zeros(9)], jnp.float32)
true = Hypocentre(jnp.array([3.0, -4.0, 7.0]), jnp.array(1.5))
picks = predicted_times(true, stations)

h = Hypocentre(jnp.array([0.0, 0.0, 5.0]), jnp.array(0.0))
key = jax.random.PRNGKey(0)
temperature = 2.0
for it in range(12):
    key, sub = jax.random.split(key)
    h, m = anneal_step(h, stations, picks, sub, temperature)
    temperature *= 0.7
print(np.round(np.asarray(h.xyz), 2), float(m))
