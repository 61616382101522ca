import jax.numpy as jnp

from integrators import rk4_solve


class SEIRModel:
    def __init__(self, population=1e4, n_steps=200, dt=0.5):
        self.population = population
        self.n_steps = n_steps
        self.dt = dt

    def rhs(self, t, y, params):
        beta, sigma, gamma = params
        s, e, i, r = y
        n = self.population
        return jnp.array([-beta * s * i / n, beta * s * i / n - sigma * e, sigma * e - gamma * i, gamma * i])

    def simulate(self, y0, params):
        return rk4_solve(lambda t, y, p: self.rhs(t, y, p), y0, params, self.n_steps, self.dt)
