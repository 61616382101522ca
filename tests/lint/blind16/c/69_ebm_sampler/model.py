import jax
import jax.numpy as jnp
from flax import nnx


class EnergyNet(nnx.Module):
    def __init__(self, dim, hidden, rngs):
        self.l1 = nnx.Linear(dim, hidden, rngs=rngs)
        self.l2 = nnx.Linear(hidden, hidden, rngs=rngs)
        self.out = nnx.Linear(hidden, 1, rngs=rngs)
        self.beta = nnx.Variable(jnp.float32(1.0))

    def energy(self, x):
        h = nnx.swish(self.l1(x))
        h = nnx.swish(self.l2(h))
        return self.out(h)[..., 0] + 0.1 * jnp.sum(x**2, -1)

    def __call__(self, x):
        return self.beta.value * self.energy(x)


@nnx.jit
def langevin_sweep(model, x, key, step=0.01, n_steps=20):
    grad_e = jax.grad(lambda z: jnp.sum(model(z)))
    for i in range(n_steps):
        key, sub = jax.random.split(key)
        x = x - step * grad_e(x) + jnp.sqrt(2 * step) * jax.random.normal(sub, x.shape)
    return x
