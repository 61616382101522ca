import numpy as np

from circuit import randles_impedance


def dc_resistance(params):
    return complex(randles_impedance(0.0, params)).real


def bode(params, freqs):
    out = []
    for f in freqs:
        z = complex(randles_impedance(2j * np.pi * f, params))
        out.append((abs(z), np.angle(z, deg=True)))
    return out
