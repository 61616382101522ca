import jax.numpy as jnp
from flax import nnx


class PINN(nnx.Module):
    def __init__(self, hidden, rngs: nnx.Rngs, t_max=1.0):
        self.l1 = nnx.Linear(1, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.t_max = t_max

    def extend_domain(self, t_max):
        self.t_max = t_max

    def __call__(self, t):
        h = jnp.tanh(self.l1(t / self.t_max))
        h = jnp.tanh(self.l2(h))
        return self.out(h)
