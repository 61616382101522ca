import jax
import jax.numpy as jnp

from records import monthly_records


@jax.jit
def ketosis_acidosis_flags(rec):
    ratio = rec.fat / rec.protein
    return jnp.sum(ratio > 1.5), jnp.sum(ratio < 1.0)


for rec in monthly_records():
    high, low = ketosis_acidosis_flags(rec)
    print(f"{rec.test_date}: F:P > 1.5 in {int(high)} cows, < 1.0 in {int(low)} cows")
