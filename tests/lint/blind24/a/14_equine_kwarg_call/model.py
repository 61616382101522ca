import jax
import jax.numpy as jnp


@jax.jit
def colic_risk(coef, vitals, prior_logit):
    # vitals: heart rate, resp rate, capillary refill time, abdominal distension score
    z = prior_logit + vitals @ coef
    return jax.nn.sigmoid(z)
