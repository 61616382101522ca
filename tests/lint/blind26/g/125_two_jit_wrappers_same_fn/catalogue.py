import jax
import numpy as np

from features import call_contour

_contour = jax.jit(call_contour)


def catalogue_entry(name, spec):
    peak, slope = _contour(spec)
    return {"name": name, "start": int(peak[0]), "end": int(peak[-1]), "mean_slope": float(slope.mean())}
