import jax
import jax.numpy as jnp


@jax.jit
def rls_update(theta, P, phi, y, lam):
    """Recursive least squares for the specific growth rate model of a yeast propagation tank."""
    Pphi = P @ phi
    k = Pphi / (lam + phi @ Pphi)
    err = y - phi @ theta
    theta = theta + k * err
    P = (P - jnp.outer(k, Pphi)) / lam
    return theta, P, err
