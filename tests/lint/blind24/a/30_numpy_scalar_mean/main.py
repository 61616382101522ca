import numpy as np
import jax
import jax.numpy as jnp
from stats import herd_reference_weight


@jax.jit
def dosing_volume(animal_weights, ref_weight, mg_per_kg, conc_mg_ml):
    # weigh-band dosing: animals below 80% of reference get the lower band
    band = jnp.where(animal_weights < 0.8 * ref_weight, 0.8 * ref_weight, ref_weight)
    return band * mg_per_kg / conc_mg_ml


rng = np.random.default_rng(21)
groups = {
    "pen 1": rng.normal(480, 40, 16).astype(np.float32),
    "pen 2": np.array([], np.float32),
    "pen 3": rng.normal(430, 35, 16).astype(np.float32),
}
to_dose = rng.normal(460, 50, 16).astype(np.float32)
for pen, recorded in groups.items():
    ref = herd_reference_weight(recorded)
    ml = dosing_volume(to_dose, ref, 2.5, 100.0)
    print(pen, "total ml of ivermectin", round(float(ml.sum()), 1))
