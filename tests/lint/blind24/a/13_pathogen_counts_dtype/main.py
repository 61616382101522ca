import jax
import jax.numpy as jnp
from loader import load_plate_counts


@jax.jit
def log_cfu_per_gram(counts, dilution):
    return jnp.log10(counts * dilution + 1.0)


for i, lab in enumerate(["regional", "reference", "regional", "reference"]):
    counts, dil = load_plate_counts(lab, seed=i)
    lc = log_cfu_per_gram(counts, dil)
    print(f"{lab:9s} batch {i}: mean log10 CFU/g {float(lc.mean()):.2f}")
