from functools import partial
import numpy as np
import jax
import jax.numpy as jnp
from catalog import JOB_CATALOG, encode


@partial(jax.jit, static_argnums=2)
def grade_mix(code_ids, fte, catalog):
    counts = jnp.zeros(len(catalog)).at[code_ids].add(fte)
    return counts / counts.sum()


def monthly_mix(codes, fte):
    ids = np.asarray(encode(codes), np.int32)
    return grade_mix(ids, fte, JOB_CATALOG)
