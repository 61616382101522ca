import numpy as np
import jax
import jax.numpy as jnp

from design import three_plus_three


@jax.jit
def count_dlts(dose, wt, u, enrolled):
    auc = dose / (4.0 * (wt / 70.0) ** 0.75)
    p_dlt = jax.nn.sigmoid(1.5 * (jnp.log(auc) - jnp.log(25.0)))
    return jnp.sum((u < p_dlt) & enrolled)


def evaluate(cohort, enrolled):
    return int(count_dlts(cohort["dose"], cohort["wt"], cohort["u"], enrolled))


def main():
    for trial in range(6):
        rng = np.random.default_rng(100 + trial)
        hist = three_plus_three(rng, evaluate)
        print(f"trial {trial}: " + ", ".join(f"{d:g}mg n={n} dlt={k}" for d, n, k in hist))


if __name__ == "__main__":
    main()
