import jax
import jax.numpy as jnp


@jax.jit
def vasicek_bond_price(r0, kappa, theta, sigma, maturities):
    b = (1 - jnp.exp(-kappa * maturities)) / kappa
    a = (theta - sigma**2 / (2 * kappa**2)) * (b - maturities) - sigma**2 * b**2 / (4 * kappa)
    return jnp.exp(a - b * r0)
