import jax
import jax.numpy as jnp
import numpy as np
from data import spawn, inject


@jax.jit
def step(pos, vel, dt):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d * d, -1) + 1e-2
    acc = -jnp.sum(d / r2[..., None] ** 1.5, axis=1)
    vel = vel + dt * acc
    return pos + dt * vel, vel


rng = np.random.default_rng(0)
pos, vel = spawn(rng, 16)
dt = jnp.float32(0.01)
for epoch in range(4):
    for _ in range(3):
        pos, vel = step(pos, vel, dt)
    pos, vel = inject(np.asarray(pos), np.asarray(vel), rng, 4)
    print(epoch, pos.shape)
