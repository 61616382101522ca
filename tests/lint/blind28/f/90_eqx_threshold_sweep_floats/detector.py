import equinox as eqx
import jax
import jax.numpy as jnp


class BoundaryDetector(eqx.Module):
    conv: eqx.nn.Conv1d

    def __init__(self, channels, key):
        self.conv = eqx.nn.Conv1d(channels, 1, 5, padding=2, key=key)

    def __call__(self, x):
        return jax.nn.sigmoid(self.conv(x.T)[0])


@eqx.filter_jit
def boundary_f1(model, streams, boundaries, threshold):
    probs = jax.vmap(model)(streams)
    pred = probs > threshold
    tp = jnp.sum(pred & boundaries)
    return 2 * tp / (jnp.sum(pred) + jnp.sum(boundaries) + 1e-6)
