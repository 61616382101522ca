import jax
from net import classify_parcels

def predict_tile(params, tile):
    return jax.jit(classify_parcels)(params, tile)
