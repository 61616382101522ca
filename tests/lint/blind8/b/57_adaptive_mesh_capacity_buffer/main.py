import jax
import jax.numpy as jnp
import numpy as np

from mesh import refine, to_buffer

EPS = 0.02  # boundary-layer width


def exact(x):
    return (jnp.exp(-x / EPS) - jnp.exp(-1.0 / EPS)) / (1.0 - jnp.exp(-1.0 / EPS))


@jax.jit
def interpolation_error(nodes):
    """Per-interval midpoint error of piecewise-linear interpolation.

    Padding intervals have zero width and contribute nothing.
    """
    left, right = nodes[:-1], nodes[1:]
    mid = 0.5 * (left + right)
    linear = 0.5 * (exact(left) + exact(right))
    return jnp.abs(exact(mid) - linear) * (right - left)


def main():
    nodes = np.linspace(0.0, 1.0, 9, dtype=np.float32)
    for level in range(6):
        indicator = np.asarray(interpolation_error(to_buffer(nodes)))[:len(nodes) - 1]
        print(f"level {level}: {len(nodes)} nodes, total error {indicator.sum():.2e}")
        nodes = refine(nodes, indicator)


if __name__ == "__main__":
    main()
