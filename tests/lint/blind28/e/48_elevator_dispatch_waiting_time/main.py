import jax.numpy as jnp

from building import LobbySim
from dispatch import estimated_wait

sim = LobbySim()
cars = jnp.array([0.0, 4.0, 9.0])
load = jnp.array([0.2, 0.5, 0.1])
for t in range(25):
    sim.tick()
    awt = estimated_wait(sim.hall_calls(), cars, load)
    cars = (cars + 1.0) % 15
    print(t, len(sim.pending), round(float(awt), 2))
