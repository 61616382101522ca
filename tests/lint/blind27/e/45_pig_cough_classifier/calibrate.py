import jax.numpy as jnp
import optax
from flax import nnx


@nnx.jit
def calibration_nll(model, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()


def tune_temperature(model, x, y, grid=(0.5, 0.75, 1.0, 1.5, 2.0)):
    best_t, best_nll = None, float("inf")
    for t in grid:
        model.temperature = t
        nll = float(calibration_nll(model, x, y))
        if nll < best_nll:
            best_t, best_nll = t, nll
    model.temperature = best_t
    return best_t, best_nll
