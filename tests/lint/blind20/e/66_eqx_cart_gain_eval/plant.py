import equinox as eqx
import jax
import jax.numpy as jnp


def cart_dynamics(x, u, mass, friction):
    return jnp.array([x[1], (u - friction * x[1]) / mass])


class Plant(eqx.Module):
    mass: jax.Array
    friction: jax.Array
    dt: float = 0.05

    def step(self, x, u):
        return x + self.dt * cart_dynamics(x, u, self.mass, self.friction)


def make_plant(mass, friction):
    return Plant(mass=jnp.asarray(mass, jnp.float32), friction=jnp.asarray(friction, jnp.float32))
