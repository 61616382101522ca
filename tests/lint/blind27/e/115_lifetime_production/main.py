import jax
import jax.numpy as jnp

from data import cow_histories


@jax.jit
def lifetime_summary(*lactation_totals):
    totals = jnp.stack(lactation_totals)
    return totals.sum(), totals.mean(), totals[-1] / totals.max()


for cow, lactations in cow_histories():
    total, mean, rel = lifetime_summary(*lactations)
    print(f"{cow}: {len(lactations)} lactations, lifetime {float(total):.0f} kg, last/best {float(rel):.2f}")
