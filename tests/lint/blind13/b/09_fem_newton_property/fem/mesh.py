import numpy as np
import jax.numpy as jnp


class Mesh1D:
    def __init__(self, n_elems, length=1.0):
        self.n_elems = n_elems
        self.nodes = jnp.asarray(np.linspace(0.0, length, n_elems + 1), jnp.float32)
        self.h = length / n_elems

    @property
    def n_nodes(self):
        return self.n_elems + 1
