from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def occupancy_loglik(psi_logit, detections, settings):
    psi = jax.nn.sigmoid(psi_logit)
    p = settings.detection_prob
    k = detections.sum(axis=1)
    detected = psi * p ** k * (1 - p) ** (settings.n_visits - k)
    never = (1 - psi) + psi * (1 - p) ** settings.n_visits
    return jnp.sum(jnp.where(k > 0, jnp.log(detected), jnp.log(never)))
