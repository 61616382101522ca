import jax.numpy as jnp

from inverse_dynamics import ankle_moment


def peak_plantarflexor(grf, cop, ankle, mass):
    m = ankle_moment(grf, cop, ankle, foot_mass=mass)
    return float(jnp.max(m))


def stance_impulse(grf, cop, ankle, mass):
    m = ankle_moment(grf, cop, ankle, mass)
    return float(jnp.sum(m) / 1000.0)
