import jax
import jax.numpy as jnp


def rbf_kernel(x, y, bandwidth):
    return jnp.exp(-jnp.sum((x - y) ** 2) / (2 * bandwidth ** 2))


class SVGD:
    def __init__(self, log_prob, step_size=0.1):
        self.log_prob = log_prob
        self.step_size = step_size

    def update(self, particles):
        log_prob = self.log_prob
        step_size = self.step_size

        @jax.jit
        def svgd_direction(x):
            scores = jax.vmap(jax.grad(log_prob))(x)
            sq = jnp.sum((x[:, None] - x[None]) ** 2, -1)
            h = jnp.sqrt(0.5 * jnp.median(sq) / jnp.log(x.shape[0] + 1.0))
            k = jax.vmap(lambda a: jax.vmap(lambda b: rbf_kernel(a, b, h))(x))(x)
            grad_k = jax.vmap(lambda a: jax.vmap(lambda b: jax.grad(rbf_kernel)(b, a, h))(x))(x)
            phi = (k @ scores + grad_k.sum(1)) / x.shape[0]
            return x + step_size * phi

        return svgd_direction(particles)
