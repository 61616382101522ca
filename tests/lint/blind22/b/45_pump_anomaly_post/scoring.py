import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def anomaly_scores(model, windows, calibrate):
    recon = jax.vmap(model)(windows)
    err = jnp.mean((recon - windows) ** 2, axis=-1)
    return calibrate(err)
