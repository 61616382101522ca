# source: static values derived per iteration through float(), arithmetic and an f-string
# jax-compiles: decay=3 tagged=3
# lint: JC103@23 JC103@24
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def decay(x, rate):
    return x * rate


@partial(jax.jit, static_argnames=("tag",))
def tagged(x, tag):
    return x + len(tag)


x = jnp.ones(3)
for epoch in range(3):
    rate = float(epoch) / 10
    decay(x, rate)
    tagged(x, tag=f"epoch-{epoch}")
