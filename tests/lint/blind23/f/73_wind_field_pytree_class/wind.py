import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class WindField:
    def __init__(self, mean, shear, gust_amp, gust_wavelength):
        self.mean = mean
        self.shear = shear
        self.gust_amp = gust_amp
        self.gust_wavelength = gust_wavelength

    def at(self, pos):
        h = pos[2]
        g = self.gust_amp * jnp.sin(2 * jnp.pi * pos[0] / self.gust_wavelength)
        return self.mean + self.shear * h + jnp.array([0.0, 0.0, g])

    def tree_flatten(self):
        return (self.mean, self.shear, self.gust_amp), (self.gust_wavelength,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)


@jax.jit
def parafoil_step(wind, pos, heading, dt):
    airspeed = jnp.array([9.0 * jnp.cos(heading), 9.0 * jnp.sin(heading), -4.5])
    return pos + (airspeed + wind.at(pos)) * dt
