import jax
import numpy as np

from ranker import recommend

EXPERIMENT_TEMPS = {"control": None, "sharp": 0.5, "flat": 2.0}


def main():
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    items = jax.random.normal(k1, (20, 8))
    users = jax.random.normal(k2, (6, 8))
    arms = list(EXPERIMENT_TEMPS)
    for i, u in enumerate(users):
        arm = arms[i % len(arms)]
        print(arm, np.asarray(recommend(u, items, EXPERIMENT_TEMPS[arm])).tolist())


if __name__ == "__main__":
    main()
