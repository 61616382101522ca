import jax
import jax.numpy as jnp


def model(p, t):
    log_omega, log_zeta, amp = p
    omega, zeta = jnp.exp(log_omega), jnp.exp(log_zeta)
    return amp * jnp.exp(-zeta * omega * t) * jnp.cos(omega * jnp.sqrt(1 - zeta ** 2) * t)


@jax.jit
def fit_ringdown(p0, t, y, w, n_iter=8):
    def residual(p):
        return w * (model(p, t) - y)

    def lm_step(p, _):
        r = residual(p)
        J = jax.jacfwd(residual)(p)
        JTJ = J.T @ J
        dp = jnp.linalg.solve(JTJ + 1e-3 * jnp.diag(jnp.diag(JTJ)), -J.T @ r)
        return p + dp, jnp.sum(r ** 2)

    p, hist = jax.lax.scan(lm_step, p0, None, length=n_iter)
    return p, hist[-1]
