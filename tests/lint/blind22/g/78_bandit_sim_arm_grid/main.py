import jax
import jax.numpy as jnp
import numpy as np

from sim import simulate_ucb

ARM_GRID = (3, 6, 12)
HORIZON = 200
SEEDS = 3


def main():
    rng = np.random.default_rng(0)
    for n_arms in ARM_GRID:
        totals = []
        for seed in range(SEEDS):
            ctr = jnp.asarray(rng.uniform(0.01, 0.08, n_arms), jnp.float32)
            totals.append(float(simulate_ucb(jax.random.PRNGKey(seed), ctr, n_arms=n_arms, horizon=HORIZON)))
        print(n_arms, np.mean(totals))


if __name__ == "__main__":
    main()
