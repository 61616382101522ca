import jax
import jax.numpy as jnp
import numpy as np

from readers import read_assay_csv


@jax.jit
def aueq_and_flags(assays):
    aueq = assays["au"] + assays["ag"] / 80.0 + assays["cu"] * 1.4
    deleterious = assays["as"] > 1000.0
    return jnp.mean(aueq), jnp.sum(deleterious)


def main():
    rng = np.random.default_rng(131)
    for batch, lab in enumerate(["ALS", "SGS", "Intertek", "ALS", "SGS", "Intertek"]):
        mean_aueq, n_as = aueq_and_flags(read_assay_csv(rng, lab))
        print(f"batch {batch} ({lab}): AuEq {float(mean_aueq):.2f} g/t, {int(n_as)} samples As>1000 ppm")


if __name__ == "__main__":
    main()
