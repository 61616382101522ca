from functools import partial

import jax
import jax.numpy as jnp


def butter2_lowpass(cut, fs):
    import math
    wc = math.tan(math.pi * cut / fs)
    k = 1 + math.sqrt(2) * wc + wc ** 2
    b0 = wc ** 2 / k
    b = (b0, 2 * b0, b0)
    a = (1.0, 2 * (wc ** 2 - 1) / k, (1 - math.sqrt(2) * wc + wc ** 2) / k)
    return b, a


@partial(jax.jit, static_argnames=("b", "a"))
def iir_filter(x, b, a):
    def step(carry, xn):
        x1, x2, y1, y2 = carry
        yn = b[0] * xn + b[1] * x1 + b[2] * x2 - a[1] * y1 - a[2] * y2
        return (xn, x1, yn, y1), yn
    _, y = jax.lax.scan(step, (x[0], x[0], x[0], x[0]), x)
    return y
