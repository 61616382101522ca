from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("patient_id", "eye"))
def choroid_profile(volume, patient_id, eye):
    # eye only flips nasal/temporal orientation; patient_id is for traceability
    if eye == "OS":
        volume = volume[:, :, ::-1]
    chor = volume[:, 30:, :].mean(axis=1)
    return chor.mean(axis=0), chor.std(axis=0)


def analyse_visit(record):
    return choroid_profile(record["volume"], patient_id=record["patient_id"], eye="OD")
