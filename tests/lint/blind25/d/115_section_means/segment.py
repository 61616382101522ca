from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("section_lengths",))
def section_means(token_vecs, section_lengths):
    bounds = []
    acc = 0
    for n in section_lengths[:-1]:
        acc += n
        bounds.append(acc)
    parts = jnp.split(token_vecs, bounds)
    return jnp.stack([p.mean(0) for p in parts])
