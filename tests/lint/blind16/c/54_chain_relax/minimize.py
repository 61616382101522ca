from energy import momentum_step


def relax(x, n_steps=15):
    velocity = None
    energies = []
    for _ in range(n_steps):
        x, velocity, e = momentum_step(x, velocity)
        energies.append(float(e))
    return x, energies
