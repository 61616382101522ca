import jax
import jax.numpy as jnp

from records import TREATMENT_LOG, FORMULARY


@jax.jit
def injection_plan(weight_kg, dose_mg_per_kg, conc_mg_per_ml):
    total_mg = weight_kg * dose_mg_per_kg
    volume = total_mg / conc_mg_per_ml
    # max 15 mL per injection site
    sites = jnp.ceil(volume / 15.0)
    return volume, sites


for rec in TREATMENT_LOG:
    dose, conc = FORMULARY[rec["drug"]]
    vol, sites = injection_plan(rec["weight"], dose, conc)
    print(rec["tag"], rec["drug"], f"{float(vol):.1f} mL over {int(sites)} sites")
