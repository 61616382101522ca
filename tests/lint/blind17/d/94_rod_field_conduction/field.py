import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class GridField:
    """Nodal values on a uniform 1D grid with spacing dx."""

    def __init__(self, values, dx):
        self.values = values
        self.dx = dx

    def tree_flatten(self):
        return (self.values,), (self.dx,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], *aux)

    def laplacian(self):
        u = jnp.pad(self.values, 1)
        return (u[2:] - 2 * u[1:-1] + u[:-2]) / self.dx ** 2
