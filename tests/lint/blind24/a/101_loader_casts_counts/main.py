import jax
import jax.numpy as jnp
from loader import CampylobacterPlates


@jax.jit
def flock_load(counts, dilution):
    log_cfu = jnp.log10(counts * dilution + 1.0)
    return log_cfu.mean(), jnp.mean(log_cfu > 6.0)


plates = CampylobacterPlates()
for i, lab in enumerate(["vet_school", "state_lab", "vet_school", "state_lab"]):
    mean, high = flock_load(*plates.batch(lab))
    print(f"{lab:10s} flock {i}: mean log10 CFU/g {float(mean):.2f}, high-shedding {float(high):.2f}")
