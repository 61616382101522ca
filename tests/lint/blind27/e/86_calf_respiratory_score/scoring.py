from functools import partial

import jax
import jax.numpy as jnp


def respiratory_score(temp_c, resp_rate, nasal, cough, fever_cut):
    # Wisconsin calf respiratory scoring, simplified
    fever = (temp_c >= fever_cut).astype(jnp.float32) * 2
    tachypnoea = (resp_rate > 40).astype(jnp.float32)
    return fever + tachypnoea + nasal + cough


calf_score = jax.jit(partial(respiratory_score, fever_cut=39.4))
