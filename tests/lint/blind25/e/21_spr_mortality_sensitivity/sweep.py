import jax.numpy as jnp
from spr import SPRModel

def build_models(M_values, ages):
    mat = 1 / (1 + jnp.exp(-(ages - 3.5) * 2))
    fec = ages ** 2.8
    sel = 1 / (1 + jnp.exp(-(ages - 5.0)))
    for M in M_values:
        yield M, SPRModel(maturity=mat, fecundity=fec, selectivity=sel, M=jnp.asarray(M, dtype=jnp.float32))
