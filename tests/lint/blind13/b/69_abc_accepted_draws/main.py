import jax.numpy as jnp
import numpy as np

from simulator import simulate_batch
from summaries import posterior_summary

OBSERVED_FINAL_SIZE = 310.0
N_PROPOSALS = 150


def main():
    rng = np.random.default_rng(0)
    tolerances = [80.0, 60.0, 45.0, 35.0, 25.0]
    for eps in tolerances:
        thetas = np.column_stack([rng.uniform(0.1, 0.8, N_PROPOSALS), rng.uniform(0.05, 0.4, N_PROPOSALS)])
        sims = simulate_batch(thetas, rng)
        accepted = thetas[np.abs(sims - OBSERVED_FINAL_SIZE) < eps]
        if len(accepted) < 3:
            print(f"eps={eps}: too few acceptances")
            continue
        mean, cov, mode = posterior_summary(jnp.asarray(accepted, jnp.float32))
        print(f"eps={eps}: {len(accepted)} accepted, mean R0 {float(mean[0] / mean[1]):.2f}, "
              f"mode {np.round(np.asarray(mode), 3)}")


if __name__ == "__main__":
    main()
