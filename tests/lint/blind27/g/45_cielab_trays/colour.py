import jax.numpy as jnp


def cielab_from_transmittance(t):
    # crude tristimulus from transmittance at 450/520/570/630 nm then CIELab
    X = 0.19 * t[0] + 0.35 * t[2] + 0.46 * t[3]
    Y = 0.06 * t[0] + 0.54 * t[1] + 0.40 * t[2]
    Z = 0.90 * t[0] + 0.10 * t[1]
    f = lambda v: jnp.cbrt(v)
    L = 116.0 * f(Y) - 16.0
    a = 500.0 * (f(X / 0.95) - f(Y))
    b = 200.0 * (f(Y) - f(Z / 1.09))
    return jnp.stack([L, a, b])
