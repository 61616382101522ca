import jax
import numpy as np

@jax.tree_util.register_pytree_node_class
class Stratum:
    def __init__(self, catch, swept, area_km2, units="t"):
        self.catch, self.swept, self.area_km2, self.units = catch, swept, area_km2, units

    def tree_flatten(self):
        return (self.catch, self.swept, self.area_km2), (self.units,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

def make_stratum(catch, swept, area):
    return Stratum(catch, swept, np.float32(area))
