import jax
import jax.numpy as jnp


def predict(w, tb):
    return jax.nn.sigmoid(tb @ w["a"] + w["b"])


@jax.jit
def thin_ice_loss(w, tb, sit):
    # thin-ice thickness (< 0.5 m) from SMOS L-band brightness temperature
    return jnp.mean((0.5 * predict(w, tb) - sit) ** 2)
