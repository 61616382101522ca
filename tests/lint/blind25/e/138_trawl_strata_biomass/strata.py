import jax
import jax.numpy as jnp

@jax.tree_util.register_pytree_node_class
class Stratum:
    def __init__(self, catch, swept, area_km2):
        self.catch, self.swept, self.area_km2 = catch, swept, area_km2

    def tree_flatten(self):
        return (self.catch, self.swept), (self.area_km2,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)
