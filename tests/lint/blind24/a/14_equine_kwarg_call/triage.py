import numpy as np
import jax.numpy as jnp
from model import colic_risk

COEF = jnp.array([0.03, 0.02, 0.6, 0.8])
SCALE = np.array([1.0, 1.0, 1.0, 1.0], np.float32)


def admit(vitals, prior_logit):
    return colic_risk(COEF, vitals * SCALE, prior_logit)


def recheck(vitals, prior_logit):
    return colic_risk(COEF, vitals=vitals * SCALE, prior_logit=prior_logit)
