import jax.numpy as jnp

from pec import correct_dose

PROCESS = {"alpha": 0.03, "beta": 1.5, "eta": 0.6}  # 50 kV on Si


def prepare_field(pattern):
    return correct_dose(pattern=pattern, **PROCESS)


def verify_field(pattern):
    return correct_dose(eta=PROCESS["eta"], beta=PROCESS["beta"], alpha=PROCESS["alpha"], pattern=pattern)
