import jax
import jax.numpy as jnp


@jax.jit
def admm_box_qp(P, q, lo, hi, warm=None, rho=1.0, n_iter=60):
    """min 0.5 x'Px + q'x  s.t. lo <= x <= hi, via ADMM on the split x = z."""
    n = q.shape[0]
    if warm is None:
        z = jnp.zeros(n)
        u = jnp.zeros(n)
    else:
        z, u = warm
    K = P + rho * jnp.eye(n)

    def body(_, carry):
        z, u = carry
        x = jnp.linalg.solve(K, rho * (z - u) - q)
        z = jnp.clip(x + u, lo, hi)
        u = u + x - z
        return z, u

    z, u = jax.lax.fori_loop(0, n_iter, body, (z, u))
    return z, (z, u)
