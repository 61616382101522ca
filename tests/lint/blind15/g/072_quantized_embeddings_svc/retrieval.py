import jax.numpy as jnp

from quant import dequantize_lookup


def candidate_vectors(table, candidate_ids):
    return dequantize_lookup(table["codes"], table["scales"], candidate_ids, dtype=jnp.float32)
