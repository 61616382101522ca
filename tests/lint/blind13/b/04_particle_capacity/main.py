import jax
import jax.numpy as jnp
import numpy as np

from buffers import ParticleBuffer

GRAVITY = jnp.array([0.0, -9.81])
DT = 1e-3
RADIUS = 0.05
STIFFNESS = 1e3
CAPACITY = 64
INJECT_PER_STEP = 3
N_STEPS = 7


@jax.jit
def advance(pos, vel, alive):
    dr = pos[:, None, :] - pos[None, :, :]
    dist = jnp.sqrt(jnp.sum(dr ** 2, -1) + 1e-9)
    pair = alive[:, None] & alive[None, :] & ~jnp.eye(pos.shape[0], dtype=bool)
    overlap = jnp.where(pair, jnp.clip(2 * RADIUS - dist, 0.0, None), 0.0)
    force = STIFFNESS * jnp.sum((overlap / dist)[..., None] * dr, axis=1)
    acc = jnp.where(alive[:, None], force + GRAVITY, 0.0)
    vel = vel + DT * acc
    pos = pos + DT * vel * alive[:, None]
    return pos, vel


def main():
    rng = np.random.default_rng(0)
    buf = ParticleBuffer(CAPACITY)
    for step in range(N_STEPS):
        n = INJECT_PER_STEP
        buf.inject(np.column_stack([rng.normal(0.0, 0.02, n), np.full(n, 1.0)]).astype(np.float32),
                   np.column_stack([rng.normal(0.0, 0.1, n), np.full(n, -2.0)]).astype(np.float32))
        pos, vel = advance(*buf.device_arrays())
        buf.update(pos, vel)
        lowest = buf.pos[buf.alive, 1].min()
        print(f"step {step}: {buf.count} particles, lowest y = {lowest:.4f}")


if __name__ == "__main__":
    main()
