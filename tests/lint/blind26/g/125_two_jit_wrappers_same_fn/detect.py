import jax

from features import call_contour

contour = jax.jit(call_contour)


def is_upsweep(spec):
    peak, slope = contour(spec)
    return bool(slope.mean() > 0)
