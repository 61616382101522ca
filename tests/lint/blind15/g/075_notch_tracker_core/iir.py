import jax
import jax.numpy as jnp


@jax.jit
def biquad(x, b, a):
    def step(state, xn):
        x1, x2, y1, y2 = state
        yn = b[0] * xn + b[1] * x1 + b[2] * x2 - a[1] * y1 - a[2] * y2
        return (xn, x1, yn, y1), yn

    _, y = jax.lax.scan(step, (jnp.zeros((), x.dtype),) * 4, x)
    return y
