import numpy as np
import jax
import jax.numpy as jnp

from design import POPULATION_SIZES, allocate, draw_sample


@jax.jit
def stratified_mean_se(y, N_h):
    N_h = jnp.asarray(N_h, dtype=jnp.float32)
    W = N_h / jnp.sum(N_h)
    n = y.shape[1]
    ybar_h = y.mean(axis=1)
    s2_h = y.var(axis=1, ddof=1)
    var = jnp.sum(W ** 2 * (1 - n / N_h) * s2_h / n)
    return jnp.sum(W * ybar_h), jnp.sqrt(var)


def main():
    rng = np.random.default_rng(0)
    y = draw_sample(rng, allocate(24, POPULATION_SIZES))
    est, se = stratified_mean_se(y, POPULATION_SIZES)
    print(f"frame sizes: {float(est):.2f} ({float(se):.2f})")

    updated = np.array(POPULATION_SIZES) * np.array([1.05, 0.97, 1.10])
    est2, se2 = stratified_mean_se(y, updated.round())
    print(f"updated sizes: {float(est2):.2f} ({float(se2):.2f})")


if __name__ == "__main__":
    main()
