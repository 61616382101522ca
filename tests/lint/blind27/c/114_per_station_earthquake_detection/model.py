import equinox as eqx
import jax
import jax.numpy as jnp


class StationDetector(eqx.Module):
    name: str
    weights: jax.Array
    bias: jax.Array

    def __call__(self, feats):
        return jax.nn.sigmoid(feats @ self.weights + self.bias)


@eqx.filter_jit
def detection_scores(detector, feats):
    return detector(feats)
