import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def assess_forecast(levels, thresholds):
    peak = levels.max()
    hours_above = (levels[:, None] > thresholds[None, :]).sum(axis=0)
    first = jnp.argmax(levels > thresholds[0])
    return peak, hours_above, first


def handle(request, thresholds):
    levels = np.asarray(request["levels"], np.float32)
    peak, hrs, first = assess_forecast(levels, thresholds)
    return {"site": request["site"], "peak": round(float(peak), 3), "hours_above": np.asarray(hrs).tolist(), "first": int(first)}
