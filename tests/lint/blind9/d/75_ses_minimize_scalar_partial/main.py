import jax.numpy as jnp
import numpy as np

from tuning import fit_alpha


def weekly_demand(rng, n=104):
    level = 50 + np.cumsum(0.8 * rng.standard_normal(n))
    return jnp.asarray(level + 2.0 * rng.standard_normal(n), dtype=jnp.float32)


def main():
    series = weekly_demand(np.random.default_rng(0))
    alpha, n_evals = fit_alpha(series)
    print(f"best smoothing alpha {alpha:.3f} after {n_evals} objective evaluations")


if __name__ == "__main__":
    main()
