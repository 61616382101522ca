import jax
import jax.numpy as jnp
import numpy as np

from summaries import species_counts

SPECIES = ["roe_deer", "red_fox", "badger", "wild_boar", "pine_marten", "hare", "squirrel"]


@jax.jit
def shannon_index(counts):
    p = counts / counts.sum()
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(jnp.where(p > 0, p, 1.0)), 0.0))


def deployment_detections(seed):
    rng = np.random.default_rng(seed)
    n_present = [3, 5, 7, 4, 5, 2][seed]
    present = rng.choice(len(SPECIES), n_present, replace=False)
    return rng.choice(present, size=40)


def main():
    for dep in range(6):
        det = deployment_detections(dep)
        h = shannon_index(jnp.asarray(species_counts(det, len(SPECIES))))
        print(f"deployment {dep}: H'={float(h):.3f}")


if __name__ == "__main__":
    main()
