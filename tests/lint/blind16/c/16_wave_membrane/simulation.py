import jax.numpy as jnp

from stepper import leapfrog, start


class WaveSimulation:
    def __init__(self, n=48, c=1.0, cfl=0.4):
        self.n = n
        self.c = c
        self.dx = 1.0 / n
        self.dt = cfl * self.dx / c

    def initial(self):
        x = jnp.linspace(0.0, 1.0, self.n)
        X, Y = jnp.meshgrid(x, x, indexing="ij")
        return jnp.exp(-300.0 * ((X - 0.5) ** 2 + (Y - 0.5) ** 2))

    def run(self, n_steps):
        u, u_prev = start(self.initial(), self.c, self.dt, self.dx)
        energy = []
        for _ in range(n_steps):
            u, u_prev = leapfrog(u, u_prev, self.c, self.dt, self.dx)
            energy.append(float(jnp.sum(u**2)))
        return u, energy
