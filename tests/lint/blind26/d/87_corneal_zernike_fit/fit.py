import jax
import jax.numpy as jnp


def corneal_topography_loss(coef, rho, theta, height):
    # low-order Zernike fit of anterior corneal elevation
    basis = jnp.stack([jnp.ones_like(rho), rho * jnp.cos(theta), rho * jnp.sin(theta), 2 * rho ** 2 - 1,
                       rho ** 2 * jnp.cos(2 * theta), rho ** 2 * jnp.sin(2 * theta)], -1)
    return jnp.mean((basis @ coef - height) ** 2)


def fit_zernike(rho, theta, height, steps=6, lr=0.5):
    coef = jnp.zeros(6)
    for _ in range(steps):
        g = jax.jit(jax.grad(corneal_topography_loss))(coef, rho, theta, height)
        coef = coef - lr * g
    return coef
