import dataclasses
import functools

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class StepOptions:
    model: str = "dogleg"
    hessian_shift: float = 1e-6


def extended_rosenbrock(x):
    return jnp.sum(100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2)


@functools.partial(jax.jit, static_argnames=("opts",))
def trust_step(x, radius, opts):
    g = jax.grad(extended_rosenbrock)(x)
    h = jax.hessian(extended_rosenbrock)(x) + opts.hessian_shift * jnp.eye(x.shape[0])
    gnorm = jnp.linalg.norm(g)
    curv = g @ h @ g
    tau = jnp.where(curv <= 0, 1.0, jnp.minimum(gnorm ** 3 / (radius * curv), 1.0))
    p = -tau * radius / gnorm * g
    if opts.model == "dogleg":
        p_newton = -jnp.linalg.solve(h, g)
        inside = jnp.linalg.norm(p_newton) <= radius
        p = jnp.where(inside, p_newton, p)
    predicted = -(g @ p + 0.5 * p @ h @ p)
    actual = extended_rosenbrock(x) - extended_rosenbrock(x + p)
    return p, actual / predicted, jnp.linalg.norm(p)
