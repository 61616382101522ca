import jax
import jax.numpy as jnp
from flax import nnx


class EikonalNet(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(2, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 32, rngs=rngs)
        self.l3 = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        h = jnp.tanh(self.l1(x))
        h = jnp.tanh(self.l2(h))
        return self.l3(h)[..., 0]


def eikonal_loss(model, pts, src):
    grad_u = jax.vmap(jax.grad(lambda p: model(p[None])[0]))(pts)
    speed = 1.0 + 0.5 * jnp.sin(2 * jnp.pi * pts[:, 0])
    r = jnp.linalg.norm(grad_u, axis=-1) * speed - 1.0
    return jnp.mean(r ** 2) + 10.0 * model(src[None])[0] ** 2
