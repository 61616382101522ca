import jax


@jax.tree_util.register_pytree_node_class
class SeaIceSlab:
    def __init__(self, thickness, t_surface, dt, n_cols):
        self.thickness, self.t_surface, self.dt, self.n_cols = thickness, t_surface, dt, n_cols

    def tree_flatten(self):
        return (self.thickness, self.t_surface, self.dt), self.n_cols

    @classmethod
    def tree_unflatten(cls, n_cols, children):
        return cls(*children, n_cols)
