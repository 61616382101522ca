import jax
import jax.numpy as jnp
import numpyro.distributions as dist


@jax.jit
def site_loglik(logit_psi, logit_p, detections):
    """Single-season occupancy likelihood for one site's detection history."""
    psi = jax.nn.sigmoid(logit_psi)
    det = dist.Bernoulli(logits=logit_p).log_prob(detections).sum()
    occupied = jnp.log(psi) + det
    never = jnp.all(detections == 0)
    unoccupied = jnp.where(never, jnp.log1p(-psi), -jnp.inf)
    return jnp.logaddexp(occupied, unoccupied)
