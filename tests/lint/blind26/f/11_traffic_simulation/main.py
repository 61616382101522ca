import jax
import jax.numpy as jnp
from sim import intersection_step

key = jax.random.PRNGKey(2)
green = jnp.array([0.45, 0.25, 0.45, 0.25])
queue = None
total_served = 0.0
for tick in range(20):
    key, sub = jax.random.split(key)
    arrivals = jax.random.poisson(sub, jnp.array([4.0, 2.0, 5.0, 1.5])).astype(jnp.float32)
    queue, served = intersection_step(arrivals, green, queue)
    total_served += float(served.sum())
print("served", total_served, "queues", queue)
