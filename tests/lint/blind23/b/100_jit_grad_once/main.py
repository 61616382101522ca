import jax
import jax.numpy as jnp
import numpy as np


def gravity_anomaly(density, xs, depths, dx=1.0):
    # 2D prisms approximated as line masses below each observation point
    G = 6.674e-3
    dz = depths[None, :]
    dxm = xs[:, None] - xs[None, :]
    kernel = 2 * G * dz / (dxm ** 2 + dz ** 2)
    return kernel @ (density * dx)


def gravity_misfit(density, xs, depths, observed, beta):
    r = gravity_anomaly(density, xs, depths) - observed
    return 0.5 * jnp.sum(r ** 2) + beta * jnp.sum(jnp.diff(density) ** 2)


def invert(xs, depths, observed, n_iter=8):
    density = jnp.zeros_like(xs)
    grad_fn = jax.jit(jax.grad(gravity_misfit))
    for it in range(n_iter):
        g = grad_fn(density, xs, depths, observed, 0.1)
        density = density - 0.5 * g
    return density


def main():
    xs = jnp.linspace(-20, 20, 41)
    depths = jnp.full(41, 3.0)
    true = jnp.where(jnp.abs(xs) < 5, 0.3, 0.0)
    observed = gravity_anomaly(true, xs, depths)
    d = invert(xs, depths, observed)
    print(float(jnp.max(d)), float(jnp.sum((gravity_anomaly(d, xs, depths) - observed) ** 2)))


if __name__ == "__main__":
    main()
