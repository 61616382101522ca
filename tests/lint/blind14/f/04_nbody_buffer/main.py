import jax
import jax.numpy as jnp
import numpy as np
from data import spawn, inject


@jax.jit
def step(pos, vel, alive, dt):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d * d, -1) + 1e-2
    w = alive[None, :] / r2 ** 1.5
    acc = -jnp.sum(d * w[..., None], axis=1)
    vel = (vel + dt * acc) * alive[:, None]
    return pos + dt * vel, vel


rng = np.random.default_rng(0)
pos, vel, alive, count = spawn(rng, 16)
dt = jnp.float32(0.01)
for epoch in range(4):
    for _ in range(3):
        pos, vel = step(pos, vel, alive, dt)
    pos, vel, alive, count = inject(pos, vel, alive, count, rng, 4)
    print(epoch, count)
