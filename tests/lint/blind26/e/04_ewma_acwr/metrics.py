import jax
import jax.numpy as jnp


@jax.jit
def ewma_acwr(load, acute_span, chronic_span):
    la = 2.0 / (acute_span + 1.0)
    lc = 2.0 / (chronic_span + 1.0)

    def body(c, w):
        a, ch = c
        a = la * w + (1 - la) * a
        ch = lc * w + (1 - lc) * ch
        return (a, ch), a / jnp.maximum(ch, 1e-3)
    init = (load[0], load[0])
    _, ratio = jax.lax.scan(body, init, load)
    return ratio
