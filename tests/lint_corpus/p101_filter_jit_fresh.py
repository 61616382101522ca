# source: equinox filter_jit of a lambda, a partial or a jax.grad made per step
# jax-compiles: <lambda>=3 loss_eqx=6
# lint: JC101@17 JC101@18 JC101@19
import functools

import equinox as eqx
import jax
import jax.numpy as jnp


def loss_eqx(p, x):
    return jnp.sum((p * x) ** 2)


p = jnp.ones(3)
for x in [jnp.ones(3)] * 3:
    eqx.filter_jit(lambda p, x: jnp.sum(p + x))(p, x)
    eqx.filter_jit(functools.partial(loss_eqx, p))(x)
    eqx.filter_jit(jax.grad(loss_eqx))(p, x)
