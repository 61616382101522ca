import jax
import jax.numpy as jnp
import numpy as np
from loader import hourly_arrivals

CAPACITY = 32.0  # arrivals per hour, single runway IMC


@jax.jit
def queue_delay(arrivals):
    def hour(backlog, a):
        backlog = jnp.maximum(backlog + a - CAPACITY, 0.0)
        return backlog, backlog
    _, backlog = jax.lax.scan(hour, jnp.zeros((), jnp.float32), arrivals)
    return backlog.sum() * 60.0 / CAPACITY


rng = np.random.default_rng(9)
for day in range(6):
    arr = hourly_arrivals(day, rng)
    print("day", day, "aircraft-minutes of delay", float(queue_delay(arr)))
