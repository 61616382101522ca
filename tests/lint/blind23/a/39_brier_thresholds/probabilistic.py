import jax
import jax.numpy as jnp


@jax.jit
def brier_score(ensemble, obs, threshold):
    prob = jnp.mean(ensemble >= threshold, axis=0)
    event = (obs >= threshold).astype(jnp.float32)
    return jnp.mean((prob - event) ** 2)


def reliability_sweep(ensemble, obs, thresholds):
    return {t: float(brier_score(ensemble, obs, t)) for t in thresholds}
