import jax.numpy as jnp
from od import CITY_ZONES, load_od
from distribution import calibrate_deterrence

for city in CITY_ZONES:
    trips, cost = load_od(city)
    beta = calibrate_deterrence(trips, cost, jnp.float32(0.05))
    print(city, trips.shape[0], round(float(beta), 4))
