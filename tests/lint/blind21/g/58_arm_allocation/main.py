import jax
import jax.numpy as jnp
import numpy as np

from assign import assign_arms
from seeds import experiment_key

WEIGHTS = jnp.asarray([0.5, 0.25, 0.25], jnp.float32)


def main():
    strata = jnp.asarray(np.random.default_rng(0).integers(0, 4, 1000), jnp.int32)
    dry_run = assign_arms(jax.random.PRNGKey(0), strata, WEIGHTS)
    print("dry run arm shares", np.bincount(np.asarray(dry_run), minlength=3) / 1000)
    for exp_id in ["pricing-v2", "onboarding-copy", "search-rank"]:
        arms = assign_arms(experiment_key(exp_id), strata, WEIGHTS)
        print(exp_id, np.bincount(np.asarray(arms), minlength=3) / 1000)


if __name__ == "__main__":
    main()
