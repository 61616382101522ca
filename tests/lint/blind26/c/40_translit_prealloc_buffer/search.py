import jax.numpy as jnp
from decoder import decode_step, MAX_OUT


def greedy(params, src, n_steps=8, bos=0):
    buf = jnp.zeros(MAX_OUT, jnp.int32).at[0].set(bos)
    pos = jnp.int32(1)
    for _ in range(n_steps):
        buf, pos = decode_step(params, src, buf, pos)
    return [int(t) for t in buf[1:pos]]
