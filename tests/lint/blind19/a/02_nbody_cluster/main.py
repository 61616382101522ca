import jax
import jax.numpy as jnp
import numpy as np

G = 1.0
SOFTENING = 0.05
CAPACITY = 64


@jax.jit
def leapfrog(pos, vel, mass, dt):
    # inactive slots carry zero mass, so they exert no force
    diff = pos[None, :, :] - pos[:, None, :]
    r2 = jnp.sum(diff ** 2, axis=-1) + SOFTENING ** 2
    inv_r3 = r2 ** -1.5
    acc = G * jnp.sum(diff * (mass[None, :, None] * inv_r3[:, :, None]), axis=1)
    vel = vel + dt * acc
    pos = pos + dt * vel
    return pos, vel


class ParticlePool:
    def __init__(self, capacity):
        self.pos = np.zeros((capacity, 3), np.float32)
        self.vel = np.zeros((capacity, 3), np.float32)
        self.mass = np.zeros((capacity,), np.float32)
        self.count = 0

    def spawn(self, rng, n):
        sl = slice(self.count, self.count + n)
        self.pos[sl] = rng.normal(size=(n, 3))
        self.vel[sl] = 0.0
        self.mass[sl] = 0.1
        self.count += n

    def load(self, pos, vel):
        self.pos[:] = np.asarray(pos)
        self.vel[:] = np.asarray(vel)


def main():
    rng = np.random.default_rng(0)
    pool = ParticlePool(CAPACITY)
    pool.spawn(rng, 16)
    for frame in range(6):
        pos, vel = leapfrog(jnp.asarray(pool.pos), jnp.asarray(pool.vel),
                            jnp.asarray(pool.mass), 0.01)
        pool.load(pos, vel)
        pool.spawn(rng, 4)
        ke = 0.5 * np.sum(pool.mass[:, None] * pool.vel ** 2)
        print(f"frame {frame} n={pool.count} ke={ke:.4f}")


if __name__ == "__main__":
    main()
