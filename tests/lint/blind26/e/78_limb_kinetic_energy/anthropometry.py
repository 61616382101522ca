# de Leva (1996) segment mass fractions: thigh, shank, foot
FRACTIONS = (0.1416, 0.0433, 0.0137)


def segment_masses(body_mass):
    return [round(body_mass * f, 3) for f in FRACTIONS]
