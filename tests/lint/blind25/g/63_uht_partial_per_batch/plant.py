from functools import partial

import jax

from thermal import holding_tube_log_reduction

SPORE = {"d121": 0.21, "z": 10.0}


def check_batch(temps, residence):
    lethality = jax.jit(partial(holding_tube_log_reduction, d121=SPORE["d121"], z=SPORE["z"]))
    return lethality(temps, residence_s=residence)
