import jax
import jax.numpy as jnp


def apply_helmholtz(u, k2, h):
    lap = (jnp.roll(u, 1, 0) + jnp.roll(u, -1, 0) + jnp.roll(u, 1, 1) + jnp.roll(u, -1, 1) - 4 * u) / h**2
    return -lap + k2 * u


@jax.jit
def conjugate_gradient(b, k2, h, tol=1e-5, max_iter=100):
    def cond(state):
        _, r, _, rs, it = state
        return (jnp.sqrt(rs) > tol) & (it < max_iter)

    def body(state):
        x, r, p, rs, it = state
        Ap = apply_helmholtz(p, k2, h)
        alpha = rs / jnp.sum(p * Ap)
        x = x + alpha * p
        r = r - alpha * Ap
        rs_new = jnp.sum(r * r)
        return x, r, r + (rs_new / rs) * p, rs_new, it + 1

    x0 = jnp.zeros_like(b)
    state = (x0, b, b, jnp.sum(b * b), 0)
    x, _, _, rs, it = jax.lax.while_loop(cond, body, state)
    return x, jnp.sqrt(rs), it
