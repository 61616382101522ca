import jax
import jax.numpy as jnp


@jax.jit
def cubic_minimizer(a0, f0, g0, a1, f1, g1):
    """Minimiser of the cubic interpolating (a0, f0, g0) and (a1, f1, g1), safeguarded."""
    d1 = g0 + g1 - 3.0 * (f0 - f1) / (a0 - a1)
    d2 = jnp.sign(a1 - a0) * jnp.sqrt(jnp.maximum(d1 ** 2 - g0 * g1, 0.0))
    a = a1 - (a1 - a0) * (g1 + d2 - d1) / (g1 - g0 + 2.0 * d2)
    lo, hi = jnp.minimum(a0, a1), jnp.maximum(a0, a1)
    return jnp.clip(a, lo + 0.1 * (hi - lo), hi - 0.1 * (hi - lo))


def strong_wolfe(phi, dphi, a_init=1.0, c1=1e-4, c2=0.9, max_iter=10):
    """Bracketing phase of a strong-Wolfe line search; phi/dphi are Python callables."""
    f0, g0 = phi(0.0), dphi(0.0)
    a_prev, f_prev, g_prev = 0.0, f0, g0
    a = a_init
    for i in range(max_iter):
        f, g = phi(a), dphi(a)
        if f > f0 + c1 * a * g0 or (i > 0 and f >= f_prev):
            return float(cubic_minimizer(a_prev, f_prev, g_prev, a, f, g))
        if abs(g) <= -c2 * g0:
            return a
        if g >= 0:
            return float(cubic_minimizer(a_prev, f_prev, g_prev, a, f, g))
        a_prev, f_prev, g_prev = a, f, g
        a = 2.0 * a
    return a
