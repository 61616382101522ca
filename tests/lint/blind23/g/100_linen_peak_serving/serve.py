import jax
import jax.numpy as jnp

from model import FloodPeakMLP


@jax.jit
def predict_peaks(params, features):
    model = FloodPeakMLP(hidden=32)
    return jnp.exp(model.apply(params, features))
