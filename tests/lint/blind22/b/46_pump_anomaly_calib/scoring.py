import equinox as eqx
import jax
import jax.numpy as jnp


def log_ratio(err, ref):
    return jnp.log1p(err / ref)


@eqx.filter_jit
def anomaly_scores(model, windows, ref, calibrate):
    recon = jax.vmap(model)(windows)
    err = jnp.mean((recon - windows) ** 2, axis=-1)
    return calibrate(err, ref)
