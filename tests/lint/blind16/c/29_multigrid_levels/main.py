import jax.numpy as jnp

from smoother import jacobi, residual
from transfer import prolong, restrict

LEVELS = 3


def v_cycle(u, f, h, level):
    u = jacobi(u, f, h)
    if level == LEVELS - 1:
        return jacobi(u, f, h)
    r = residual(u, f, h)
    rc = restrict(r)
    ec = v_cycle(jnp.zeros_like(rc), rc, 2 * h, level + 1)
    u = u + prolong(ec, u.shape)
    return jacobi(u, f, h)


def main():
    n = 32
    h = 1.0 / n
    x = jnp.linspace(0.0, 1.0, n)
    X, Y = jnp.meshgrid(x, x, indexing="ij")
    f = jnp.sin(jnp.pi * X) * jnp.sin(jnp.pi * Y)
    u = jnp.zeros((n, n))
    for cycle in range(4):
        u = v_cycle(u, f, h, 0)
        print(cycle, float(jnp.linalg.norm(residual(u, f, h))))


if __name__ == "__main__":
    main()
