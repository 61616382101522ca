import jax
import jax.numpy as jnp
import numpy as np

from particles import to_fixed_capacity

DT = 0.02


@jax.jit
def drift_and_collide(pos, vel, alive):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d ** 2, -1) + jnp.eye(pos.shape[0])
    pair = alive[:, None] & alive[None, :] & (r2 < 0.01)
    repulse = jnp.sum(jnp.where(pair[..., None], d / r2[..., None], 0.0), 1)
    vel = vel + DT * (repulse * 1e-3 + jnp.array([0.0, -1.0]))
    return pos + DT * vel, vel


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    pos = rng.uniform(0, 1, (150, 2)).astype(np.float32)
    vel = rng.normal(scale=0.3, size=(150, 2)).astype(np.float32)
    for step in range(6):
        P, V, alive = to_fixed_capacity(pos, vel)
        P, V = drift_and_collide(P, V, alive)
        n = len(pos)
        pos, vel = np.asarray(P)[:n], np.asarray(V)[:n]
        keep = pos[:, 1] > 0.0
        pos, vel = pos[keep], vel[keep]
        print(f"step {step}: {len(pos)} particles in domain")
