import jax


@jax.tree_util.register_pytree_node_class
class Voyage:
    def __init__(self, code, speeds, distances):
        self.code = code
        self.speeds = speeds
        self.distances = distances

    def tree_flatten(self):
        return (self.speeds, self.distances), self.code

    @classmethod
    def tree_unflatten(cls, code, children):
        return cls(code, *children)
