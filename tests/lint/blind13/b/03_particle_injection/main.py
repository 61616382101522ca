"""Dilute granular jet: particles are injected at the nozzle every step and advanced
under gravity with a soft pairwise repulsion."""
import jax
import jax.numpy as jnp
import numpy as np

GRAVITY = jnp.array([0.0, -9.81])
DT = 1e-3
RADIUS = 0.05
STIFFNESS = 1e3
INJECT_PER_STEP = 3
N_STEPS = 7


@jax.jit
def advance(pos, vel):
    dr = pos[:, None, :] - pos[None, :, :]
    dist = jnp.sqrt(jnp.sum(dr ** 2, -1) + 1e-9)
    overlap = jnp.clip(2 * RADIUS - dist, 0.0, None)
    overlap = overlap * (1.0 - jnp.eye(pos.shape[0]))
    force = STIFFNESS * jnp.sum((overlap / dist)[..., None] * dr, axis=1)
    vel = vel + DT * (force + GRAVITY)
    pos = pos + DT * vel
    return pos, vel


def inject(pos, vel, rng, n):
    new_pos = np.column_stack([rng.normal(0.0, 0.02, n), np.full(n, 1.0)])
    new_vel = np.column_stack([rng.normal(0.0, 0.1, n), np.full(n, -2.0)])
    pos = jnp.concatenate([pos, jnp.asarray(new_pos, jnp.float32)])
    vel = jnp.concatenate([vel, jnp.asarray(new_vel, jnp.float32)])
    return pos, vel


def main():
    rng = np.random.default_rng(0)
    pos = jnp.zeros((0, 2), jnp.float32)
    vel = jnp.zeros((0, 2), jnp.float32)
    for step in range(N_STEPS):
        pos, vel = inject(pos, vel, rng, INJECT_PER_STEP)
        pos, vel = advance(pos, vel)
        print(f"step {step}: {pos.shape[0]} particles, lowest y = {float(pos[:, 1].min()):.4f}")


if __name__ == "__main__":
    main()
