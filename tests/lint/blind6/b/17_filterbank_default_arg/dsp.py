import jax
import jax.numpy as jnp


@jax.jit
def biquad_lowpass(x, cutoff, q=0.7071, sr=16000.0):
    w0 = 2 * jnp.pi * cutoff / sr
    alpha = jnp.sin(w0) / (2 * q)
    cosw = jnp.cos(w0)
    b = jnp.array([(1 - cosw) / 2, 1 - cosw, (1 - cosw) / 2])
    a = jnp.array([1 + alpha, -2 * cosw, 1 - alpha])
    b, a = b / a[0], a / a[0]

    def body(state, xn):
        x1, x2, y1, y2 = state
        yn = b[0] * xn + b[1] * x1 + b[2] * x2 - a[1] * y1 - a[2] * y2
        return (xn, x1, yn, y1), yn

    _, y = jax.lax.scan(body, (0.0, 0.0, 0.0, 0.0), x)
    return y
