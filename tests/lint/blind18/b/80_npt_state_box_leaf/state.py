import jax


@jax.tree_util.register_pytree_node_class
class NPTState:
    def __init__(self, pos, vel, box):
        self.pos = pos
        self.vel = vel
        self.box = box

    def tree_flatten(self):
        return (self.pos, self.vel, self.box), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)
