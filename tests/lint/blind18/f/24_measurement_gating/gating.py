import functools

import jax
import jax.numpy as jnp
from scipy.stats import chi2


@functools.lru_cache(maxsize=None)
def make_gate(threshold):
    @jax.jit
    def gate(innovations, S_inv):
        d2 = jnp.einsum("tmi,tij,tmj->tm", innovations, S_inv, innovations)
        return d2 < threshold

    return gate


SENSOR_DOF = {"radar": 3, "camera": 2}


def gate_for_sensor(sensor, confidence=0.99):
    return make_gate(float(chi2.ppf(confidence, SENSOR_DOF[sensor])))
