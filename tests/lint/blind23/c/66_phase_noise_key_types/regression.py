import numpy as np
import jax
from impairments import add_phase_noise
from sim import FS


def golden_check():
    # reference vectors were generated with the legacy PRNGKey API
    key = jax.random.PRNGKey(1234)
    x = np.ones(1024, np.complex64)
    y = add_phase_noise(key, x, 100.0, FS)
    return float(np.abs(np.asarray(y)).mean())
