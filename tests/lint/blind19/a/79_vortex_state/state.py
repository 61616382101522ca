import jax


@jax.tree_util.register_pytree_node_class
class FluidState:
    def __init__(self, pos, vel, step_count):
        self.pos = pos
        self.vel = vel
        self.step_count = step_count

    def tree_flatten(self):
        return (self.pos, self.vel), (self.step_count,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        pos, vel = children
        return cls(pos, vel, aux[0])

    def advanced(self, pos, vel):
        return FluidState(pos, vel, self.step_count + 1)
