import jax
import jax.numpy as jnp

from building import LobbySim


@jax.jit
def estimated_wait(call_floors, valid, car_floors, car_load):
    dist = jnp.abs(call_floors[:, None] - car_floors[None, :])
    eta = jnp.min(dist * 1.8 + 6.0 * car_load[None, :], axis=1)
    return jnp.sum(jnp.where(valid, eta, 0.0)) / jnp.maximum(valid.sum(), 1)


sim = LobbySim()
cars = jnp.array([0.0, 4.0, 9.0])
load = jnp.array([0.2, 0.5, 0.1])
for t in range(25):
    sim.tick()
    floors, valid = sim.hall_calls()
    awt = estimated_wait(floors, valid, cars, load)
    cars = (cars + 1.0) % 15
    print(t, len(sim.pending), round(float(awt), 2))
