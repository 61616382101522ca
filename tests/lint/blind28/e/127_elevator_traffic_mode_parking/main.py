import numpy as np
import jax.numpy as jnp

from dispatch import zone_assignment
from modes import classify_traffic

rng = np.random.default_rng(0)
cars = jnp.array([0.0, 6.0, 12.0, 18.0])
for hour in range(6, 22):
    demand = jnp.asarray(rng.poisson(3, 20) + 1, jnp.float32)
    travel = zone_assignment(cars, demand, mode=classify_traffic(hour))
    print(hour, classify_traffic(hour), float(travel))
