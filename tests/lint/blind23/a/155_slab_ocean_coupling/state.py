import jax


@jax.tree_util.register_pytree_node_class
class OceanMixedLayer:
    def __init__(self, sst, depth, dt):
        self.sst, self.depth, self.dt = sst, depth, dt

    def tree_flatten(self):
        return (self.sst, self.depth), self.dt

    @classmethod
    def tree_unflatten(cls, dt, children):
        return cls(*children, dt)
