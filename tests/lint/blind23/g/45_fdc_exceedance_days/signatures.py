from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("thresholds",))
def exceedance_days(flow, thresholds):
    return jnp.stack([(flow > t).sum() for t in thresholds])


def station_thresholds(flow):
    q = np.percentile(np.asarray(flow), [10, 50, 90])
    return tuple(round(float(v), 2) for v in q)
