from observables import virial_pressure


def summary(positions, velocities, box):
    p = virial_pressure(positions=positions, velocities=velocities, box=box)
    return f"final pressure {float(p):.4f}"
