import numpy as np
import jax
import jax.numpy as jnp

from bank import cars_in_service, car_positions


@jax.jit
def assign_hall_calls(car_pos, call_floors):
    eta = jnp.abs(car_pos[None, :] - call_floors[:, None]) * 1.6
    return jnp.argmin(eta, axis=1), jnp.min(eta, axis=1).mean()


rng = np.random.default_rng(1)
for t in range(30):
    cars = cars_in_service(t)
    calls = jnp.asarray(rng.integers(0, 18, 5), jnp.float32)
    idx, awt = assign_hall_calls(car_positions(cars, t), calls)
    if t % 5 == 0:
        print(t, [cars[i] for i in np.asarray(idx)], round(float(awt), 1))
