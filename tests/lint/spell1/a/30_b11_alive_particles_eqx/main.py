import jax
import jax.numpy as jnp
import numpy as np

from physics import count_active, pairwise_energy

N_MAX = 32


class Cluster:
    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.pos = jnp.asarray(rng.normal(size=(N_MAX, 3)), jnp.float32)
        self.vel = jnp.zeros((N_MAX, 3))
        self.alive = jnp.ones(N_MAX, bool)

    def step(self, dt, key):
        self.pos = self.pos + dt * self.vel
        self.vel = self.vel + dt * jax.random.normal(key, self.vel.shape)
        # escapers are removed and the survivors compacted to the front
        r = jnp.linalg.norm(self.pos, axis=1)
        keep = r < 2.0 - 0.05 * float(jnp.sum(~self.alive))
        order = jnp.argsort(~keep)
        self.pos, self.vel, self.alive = self.pos[order], self.vel[order], keep[order]


if __name__ == "__main__":
    cluster = Cluster()
    key = jax.random.PRNGKey(0)
    for t in range(6):
        key, sub = jax.random.split(key)
        cluster.step(0.3, sub)
        e = pairwise_energy(cluster.pos, count_active(cluster.alive))
        print(t, count_active(cluster.alive), float(e))
