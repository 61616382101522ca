import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node


class ExponentialAtmosphere:
    def __init__(self, rho0, scale_height):
        self.rho0 = rho0
        self.scale_height = scale_height

    def density(self, h):
        return self.rho0 * jnp.exp(-h / self.scale_height)

    @classmethod
    def for_day(cls, surface_temp_k):
        return cls(jnp.float32(101325.0 / (287.05 * surface_temp_k)), round(287.05 * surface_temp_k / 9.80665, 1))


register_pytree_node(
    ExponentialAtmosphere,
    lambda a: ((a.rho0,), a.scale_height),
    lambda h, c: ExponentialAtmosphere(c[0], h),
)
