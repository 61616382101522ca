from kernels import SMOOTHING, density


def density_report(pos, mass):
    rho = density(pos, mass, SMOOTHING)
    return {"rho_min": float(rho.min()), "rho_max": float(rho.max())}
