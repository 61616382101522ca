import jax
import jax.numpy as jnp


def wca_energy(x, box, sigma=1.0, eps=1.0):
    dr = x[:, None] - x[None]
    dr = dr - box * jnp.round(dr / box)
    r2 = jnp.sum(dr ** 2, -1) + jnp.eye(x.shape[0])
    s6 = (sigma ** 2 / r2) ** 3
    e = jnp.where(r2 < 2 ** (1 / 3) * sigma ** 2, 4 * eps * (s6 ** 2 - s6) + eps, 0.0)
    return 0.5 * jnp.sum(e * (1 - jnp.eye(x.shape[0])))


class Simulation:
    def __init__(self, x, box, dt=0.002, observers=(), every=2):
        self.x = x
        self.v = jnp.zeros_like(x)
        self.box = box
        self.dt = dt
        self.observers = list(observers)
        self.every = every
        self._force = jax.jit(jax.grad(lambda x: -wca_energy(x, box)))

    def run(self, n_steps):
        f = self._force(self.x)
        for step in range(n_steps):
            self.v = self.v + 0.5 * self.dt * f
            self.x = (self.x + self.dt * self.v) % self.box
            f = self._force(self.x)
            self.v = self.v + 0.5 * self.dt * f
            if step % self.every == 0:
                for obs in self.observers:
                    obs(step, self.x, self.box)
