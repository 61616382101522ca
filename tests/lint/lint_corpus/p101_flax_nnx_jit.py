# source: nnx.jit / linen nn.jit made anew per step: neither caches across the objects it returns
# jax-compiles: core_fn=3 loss_nnx=3
# lint: JC101@22 JC101@25
import flax.linen as nn
import jax
import jax.numpy as jnp
from flax import nnx


def loss_nnx(p, x):
    return jnp.sum(p * x)


class Dense(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(x)


p = jnp.ones(3)
for x in [jnp.ones(3)] * 3:
    nnx.jit(loss_nnx)(p, x)
variables = Dense().init(jax.random.key(0), jnp.ones(3))
for x in [jnp.ones(3)] * 3:
    nn.jit(Dense)().apply(variables, x)
