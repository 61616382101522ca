import jax
import jax.numpy as jnp


def softcore_lj(pos, lam, eps=1.0, sigma=1.0, alpha=0.5):
    """Beutler soft-core LJ: lam=0 is fully soft, lam=1 is plain LJ."""
    d = pos[:, None, :] - pos[None, :, :]
    n = pos.shape[0]
    r2 = jnp.sum(d ** 2, -1) + jnp.eye(n)
    r6 = (r2 / sigma ** 2) ** 3
    denom = alpha * (1.0 - lam) + r6
    e = 4.0 * eps * lam * (1.0 / denom ** 2 - 1.0 / denom)
    return 0.5 * jnp.sum(jnp.where(jnp.eye(n, dtype=bool), 0.0, e))


@jax.jit
def steepest_descent(pos, lam, max_disp=0.05):
    g = jax.grad(softcore_lj)(pos, lam)
    step = -g / jnp.maximum(jnp.max(jnp.abs(g)) / max_disp, 1.0)
    return pos + step, softcore_lj(pos + step, lam)
