import jax
import jax.numpy as jnp

from traffic import lobby_arrivals

CAR_CAPACITY = 16.0
ROUND_TRIP_S = jnp.array([60.0, 95.0, 130.0])


@jax.jit
def handling_capacity(bands):
    demand = jnp.stack([b.sum() for b in bands])
    trips = jnp.ceil(demand / CAR_CAPACITY)
    busy_s = (trips * ROUND_TRIP_S).sum()
    return demand.sum(), busy_s / 300.0


for hour, bands in lobby_arrivals(range(7, 19)):
    d, util = handling_capacity(bands)
    print(hour, float(d), round(float(util), 2))
