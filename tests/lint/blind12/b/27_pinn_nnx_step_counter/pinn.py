import jax
import jax.numpy as jnp
from flax import nnx


class PoissonPINN(nnx.Module):
    """u(x) on [0, 1] with -u'' = f, u(0) = u(1) = 0."""

    def __init__(self, width, rngs):
        self.l1 = nnx.Linear(1, width, rngs=rngs)
        self.l2 = nnx.Linear(width, width, rngs=rngs)
        self.out = nnx.Linear(width, 1, rngs=rngs)
        self.updates_done = 0

    def __call__(self, x):
        h = jnp.tanh(self.l1(x[..., None]))
        h = jnp.tanh(self.l2(h))
        return self.out(h)[..., 0] * x * (1.0 - x)

    def boundary_weight(self):
        # anneal the residual weight over the first updates
        return jnp.minimum(1.0, 0.2 + 0.1 * self.updates_done)


def source(x):
    return (jnp.pi**2) * jnp.sin(jnp.pi * x)


def residual_loss(model, x):
    u_xx = jax.vmap(jax.grad(jax.grad(lambda s: model(s))))(x)
    return model.boundary_weight() * jnp.mean((-u_xx - source(x)) ** 2)
