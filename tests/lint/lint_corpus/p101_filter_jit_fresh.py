# source: equinox filter_jit of a lambda, a partial or a jax.grad made per step
# jax-compiles: <lambda>=3 loss_eqx=3 loss_eqx_g=3
# lint: JC101@21 JC101@22 JC101@23
import functools

import equinox as eqx
import jax
import jax.numpy as jnp


def loss_eqx(p, x):
    return jnp.sum((p * x) ** 2)


def loss_eqx_g(p, x):
    return jnp.sum((p * x) ** 2)


p = jnp.ones(3)
for x in [jnp.ones(3)] * 3:
    eqx.filter_jit(lambda p, x: jnp.sum(p + x))(p, x)
    eqx.filter_jit(functools.partial(loss_eqx, p))(x)
    eqx.filter_jit(jax.grad(loss_eqx_g))(p, x)
