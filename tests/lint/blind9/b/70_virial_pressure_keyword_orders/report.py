from observables import virial_pressure


def summary(positions, velocities, box):
    p = virial_pressure(box=box, positions=positions, velocities=velocities)
    return f"final pressure {float(p):.4f}"
