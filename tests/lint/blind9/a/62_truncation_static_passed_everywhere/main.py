import jax
import jax.numpy as jnp
import numpy as np

from evaluation import sample_statistics
from sampling import generate, mapping_network

LATENT = 8
TRUNCATION = 0.7


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"map": jax.random.normal(k1, (LATENT, LATENT)) * 0.5,
              "synth": jax.random.normal(k2, (LATENT, 48)) * 0.5}
    w_avg = mapping_network(params, jax.random.normal(k3, (256, LATENT))).mean(0)

    key = jax.random.PRNGKey(1)
    for round_ in range(2):
        key, k_grid, k_stats = jax.random.split(key, 3)
        grid = generate(params, jax.random.normal(k_grid, (16, LATENT)), w_avg,
                        truncation=TRUNCATION)
        mu, cov = sample_statistics(params, w_avg, k_stats, truncation=TRUNCATION)
        print(f"round {round_}: grid {grid.shape} feature mean {mu.mean():+.3f} "
              f"trace(cov) {np.trace(cov):.2f}")


if __name__ == "__main__":
    main()
