import equinox as eqx
import jax
import jax.numpy as jnp


def cart_dynamics(x, u, mass, friction):
    return jnp.array([x[1], (u - friction * x[1]) / mass])


class Plant(eqx.Module):
    dynamics: callable
    dt: float = 0.05

    def step(self, x, u):
        return x + self.dt * self.dynamics(x, u)


def make_plant(mass, friction):
    return Plant(dynamics=lambda x, u: cart_dynamics(x, u, mass, friction))
