import jax
import jax.numpy as jnp
from tables import COLS, roll_table, audit_targets, roll_targets

@jax.jit
def assessment_error(assessed, sale):
    ratio = assessed.reshape(-1) / sale.reshape(-1)
    median = jnp.median(ratio)
    cod = jnp.mean(jnp.abs(ratio - median)) / median * 100.0
    return median, cod

for seed in range(3):
    table = roll_table(200, seed)
    m1, cod1 = assessment_error(table[:, COLS["assessed"]], roll_targets(table))
    m2, cod2 = assessment_error(table[:, COLS["assessed"]], audit_targets(table))
    print(seed, round(float(m1), 3), round(float(cod1), 2), round(float(cod2), 2))
