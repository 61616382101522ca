import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class TrustRegionConfig:
    radius: float = 1.0
    max_radius: float = 10.0
    eta: float = 0.15


def rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


@functools.partial(jax.jit, static_argnames=("config",))
def dogleg_step(x, config):
    g = jax.grad(rosenbrock)(x)
    h = jax.hessian(rosenbrock)(x)
    p_newton = -jnp.linalg.solve(h, g)
    p_cauchy = -(g @ g) / (g @ h @ g) * g
    newton_ok = jnp.linalg.norm(p_newton) <= config.radius
    # walk from the Cauchy point toward the Newton point until the boundary
    d = p_newton - p_cauchy
    a = d @ d
    b = 2.0 * p_cauchy @ d
    c = p_cauchy @ p_cauchy - config.radius ** 2
    tau = (-b + jnp.sqrt(jnp.maximum(b * b - 4 * a * c, 0.0))) / (2 * a)
    p_dog = p_cauchy + jnp.clip(tau, 0.0, 1.0) * d
    cauchy_out = jnp.linalg.norm(p_cauchy) >= config.radius
    p_dog = jnp.where(cauchy_out, p_cauchy * config.radius / jnp.linalg.norm(p_cauchy), p_dog)
    p = jnp.where(newton_ok, p_newton, p_dog)
    predicted = -(g @ p + 0.5 * p @ h @ p)
    actual = rosenbrock(x) - rosenbrock(x + p)
    return p, actual / predicted
