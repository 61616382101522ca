import jax
import jax.numpy as jnp
import numpy as np

G = 1.0
SOFTENING = 0.05


@jax.jit
def leapfrog(pos, vel, mass, dt):
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + SOFTENING ** 2
    inv_r3 = r2 ** -1.5
    acc = G * jnp.sum(diff * (mass[None, :, None] * inv_r3[:, :, None]), axis=1)
    vel = vel + dt * acc
    pos = pos + dt * vel
    return pos, vel


def spawn(rng, n):
    pos = rng.normal(size=(n, 3)).astype(np.float32)
    vel = np.zeros((n, 3), np.float32)
    mass = np.full((n,), 0.1, np.float32)
    return pos, vel, mass


def main():
    rng = np.random.default_rng(0)
    pos, vel, mass = spawn(rng, 16)
    pos, vel, mass = jnp.asarray(pos), jnp.asarray(vel), jnp.asarray(mass)
    for frame in range(6):
        pos, vel = leapfrog(pos, vel, mass, 0.01)
        # inject a small cluster every frame (accretion stream)
        p2, v2, m2 = spawn(rng, 4)
        pos = jnp.concatenate([pos, p2])
        vel = jnp.concatenate([vel, v2])
        mass = jnp.concatenate([mass, m2])
        ke = 0.5 * jnp.sum(mass[:, None] * vel ** 2)
        print(f"frame {frame} n={pos.shape[0]} ke={float(ke):.4f}")


if __name__ == "__main__":
    main()
