import jax
import jax.numpy as jnp


@jax.tree_util.register_pytree_node_class
class InterleavingTally:
    def __init__(self, wins_a, wins_b, ties, n_sessions):
        self.wins_a = wins_a
        self.wins_b = wins_b
        self.ties = ties
        self.n_sessions = n_sessions

    def tree_flatten(self):
        return (self.wins_a, self.wins_b, self.ties), (self.n_sessions,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children, *aux)

    @classmethod
    def empty(cls):
        z = jnp.zeros((), jnp.float32)
        return cls(z, z, z, 0)
