import jax.numpy as jnp
import numpy as np

from circuit import randles_impedance


def laplace_point(freq_hz):
    return jnp.complex64(2j * np.pi * freq_hz)


def dc_resistance(params):
    return complex(randles_impedance(laplace_point(0.0), params)).real


def bode(params, freqs):
    out = []
    for f in freqs:
        z = complex(randles_impedance(laplace_point(f), params))
        out.append((abs(z), np.angle(z, deg=True)))
    return out
