import jax
import jax.numpy as jnp

N_SIO2 = 1.46
N_SI = 3.88


def reflectance(thickness_nm, wavelengths_nm):
    n0, n1, n2 = 1.0, N_SIO2, N_SI
    r01 = (n0 - n1) / (n0 + n1)
    r12 = (n1 - n2) / (n1 + n2)
    delta = 2 * jnp.pi * n1 * thickness_nm / wavelengths_nm
    phase = jnp.exp(-2j * delta)
    r = (r01 + r12 * phase) / (1 + r01 * r12 * phase)
    return jnp.abs(r) ** 2


def fit_thickness(spectrum, wavelengths, t0):
    def resid(t):
        return reflectance(t, wavelengths) - spectrum

    def body(t, _):
        r = resid(t)
        J = jax.jacfwd(resid)(t)
        step = jnp.dot(J, r) / (jnp.dot(J, J) + 1e-6)
        return t - step, None

    t, _ = jax.lax.scan(body, t0, None, length=20)
    return t, jnp.sqrt(jnp.mean(resid(t) ** 2))
