import jax

from physics import stefan_thaw_depth


def thaw_depths(tdd_days, soil):
    solver = jax.jit(stefan_thaw_depth)
    return solver(tdd_days * 86400.0, soil["k"], soil["porosity"], soil["saturation"])
