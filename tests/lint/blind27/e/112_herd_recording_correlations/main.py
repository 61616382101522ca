from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from schema import schema_from_header


@partial(jax.jit, static_argnames="schema")
def herd_correlations(table, schema):
    x = table[:, : len(schema.columns)]
    y = table[:, len(schema.columns)]
    xc = x - x.mean(0)
    yc = y - y.mean()
    return (xc * yc[:, None]).sum(0) / jnp.sqrt((xc ** 2).sum(0) * (yc ** 2).sum())


rng = np.random.default_rng(112)
for month in range(5):
    header = "dim, parity, bcs, scc, milk_kg"  # monthly CSV export header
    schema = schema_from_header(header)
    table = rng.normal(size=(70, 5)).astype(np.float32)
    r = herd_correlations(table, schema=schema)
    print(month, dict(zip(schema.columns, np.round(np.asarray(r), 2).tolist())))
