import jax
import jax.numpy as jnp
from orgdata import padded_tables


@jax.jit
def benchmark_spans(table, valid):
    managers = jnp.where(valid, table[:, 0], 1.0)
    span = table[:, 1] / managers
    w = jnp.where(valid, table[:, 1], 0.0)
    mean_span = (span * valid).sum() / valid.sum()
    weighted_eng = (table[:, 2] * w).sum() / w.sum()
    return mean_span, weighted_eng


for company, table, valid in padded_tables():
    s, e = benchmark_spans(table, valid)
    print(company, round(float(s), 2), round(float(e), 3))
