from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

DT = 10.0  # seconds


@partial(jax.jit, static_argnums=(2,))
def propagate(state, accel, horizon):
    # state: [x, y, vx, vy] in km, km/s; constant-acceleration extrapolation
    def step(s, _):
        x, y, vx, vy = s
        vx = vx + accel[0] * DT
        vy = vy + accel[1] * DT
        s = jnp.stack([x + vx * DT, y + vy * DT, vx, vy])
        return s, s[:2]
    _, path = jax.lax.scan(step, state, None, length=horizon)
    return path


rng = np.random.default_rng(11)
tracks = []
for ac in range(8):
    n_obs = int(rng.integers(20, 60))
    tracks.append((rng.normal(0, 50, 2), rng.normal(0, 0.2, 2), n_obs))

# predict until each aircraft reaches 60 surveillance updates
for pos, vel, n_obs in tracks:
    state = jnp.array([pos[0], pos[1], vel[0], vel[1]], dtype=jnp.float32)
    remaining = 60 - n_obs
    path = propagate(state, jnp.zeros(2), remaining)
    print(n_obs, path.shape, np.round(np.asarray(path[-1]), 1))
