import jax
import jax.numpy as jnp
from flax import nnx


class HeatPINN(nnx.Module):
    def __init__(self, rngs, width=32):
        self.l1 = nnx.Linear(2, width, rngs=rngs)
        self.l2 = nnx.Linear(width, width, rngs=rngs)
        self.out = nnx.Linear(width, 1, rngs=rngs)
        self.diffusivity = 0.1
        self.boundary_weight = 1.0

    def __call__(self, tx):
        h = jnp.tanh(self.l1(tx))
        h = jnp.tanh(self.l2(h))
        return self.out(h)[..., 0]

    def residual(self, tx):
        u = lambda p: self(p[None])[0]
        du = jax.grad(u)
        d2u = jax.hessian(u)
        g = jax.vmap(du)(tx)
        h = jax.vmap(d2u)(tx)
        return g[:, 0] - self.diffusivity * h[:, 1, 1]
