import jax


@jax.tree_util.register_pytree_node_class
class FluidState:
    def __init__(self, pos, vel, time, n_particles):
        self.pos = pos
        self.vel = vel
        self.time = time
        self.n_particles = n_particles

    def tree_flatten(self):
        return (self.pos, self.vel, self.time), (self.n_particles,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        pos, vel, time = children
        (n_particles,) = aux
        return cls(pos, vel, time, n_particles)
