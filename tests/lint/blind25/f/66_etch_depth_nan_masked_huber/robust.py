import jax
import jax.numpy as jnp


@jax.jit
def huber_radial_fit(r, depth, delta):
    valid = jnp.isfinite(depth)
    d = jnp.where(valid, depth, 0.0)
    A = jnp.stack([jnp.ones_like(r), r ** 2, r ** 4], 1)

    def irls(coef, _):
        res = d - A @ coef
        w = jnp.where(jnp.abs(res) <= delta, 1.0, delta / jnp.abs(res)) * valid
        Aw = A * w[:, None]
        coef = jnp.linalg.solve(Aw.T @ A + 1e-6 * jnp.eye(3), Aw.T @ d)
        return coef, None

    coef, _ = jax.lax.scan(irls, jnp.zeros(3), None, length=10)
    return coef, jnp.sum(valid)
