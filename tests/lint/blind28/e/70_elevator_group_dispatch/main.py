import numpy as np
import jax
import jax.numpy as jnp

from bank import CARS, bank_state


@jax.jit
def assign_hall_calls(car_pos, available, call_floors):
    eta = jnp.abs(car_pos[None, :] - call_floors[:, None]) * 1.6
    eta = jnp.where(available[None, :], eta, 1e6)
    return jnp.argmin(eta, axis=1), jnp.min(eta, axis=1).mean()


rng = np.random.default_rng(1)
for t in range(30):
    pos, available = bank_state(t)
    calls = jnp.asarray(rng.integers(0, 18, 5), jnp.float32)
    idx, awt = assign_hall_calls(pos, available, calls)
    if t % 5 == 0:
        print(t, [CARS[i] for i in np.asarray(idx)], round(float(awt), 1))
