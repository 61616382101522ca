import jax


@jax.tree_util.register_pytree_node_class
class ShallowWaterState:
    def __init__(self, h, u, dt):
        self.h = h
        self.u = u
        self.dt = dt

    def tree_flatten(self):
        return (self.h, self.u), self.dt

    @classmethod
    def tree_unflatten(cls, dt, children):
        h, u = children
        return cls(h, u, dt)
