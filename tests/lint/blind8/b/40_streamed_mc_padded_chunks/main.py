import jax
import jax.numpy as jnp

from sampling import chunked, quasi_random_points

CHUNK = 512


@jax.jit
def partial_sums(points, n_valid):
    # integrand on the unit cube: exp(-|x|^2) * (1 + sin(2 pi x0))
    f = jnp.exp(-(points ** 2).sum(-1)) * (1.0 + jnp.sin(2 * jnp.pi * points[:, 0]))
    f = jnp.where(jnp.arange(points.shape[0]) < n_valid, f, 0.0)
    return f.sum(), (f ** 2).sum()


def estimate(n_points):
    total = total_sq = 0.0
    for chunk, n_valid in chunked(quasi_random_points(n_points), CHUNK):
        s, s2 = partial_sums(chunk, n_valid)
        total += float(s)
        total_sq += float(s2)
    mean = total / n_points
    return mean, (total_sq / n_points - mean ** 2) ** 0.5 / n_points ** 0.5


def main():
    for n in (600, 1100, 1500, 2000):
        mean, err = estimate(n)
        print(f"n={n}: integral ~ {mean:.5f} (+- {err:.5f})")


if __name__ == "__main__":
    main()
