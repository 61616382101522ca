import numpy as np

from invert import tikhonov_solve
from sweep import configurations


def main():
    rng = np.random.default_rng(80)
    G = rng.normal(size=(40, 60)).astype(np.float32) / 6
    m_true = np.zeros(60, np.float32)
    m_true[20:30] = 0.05
    d = G @ m_true + 0.002 * rng.normal(size=40).astype(np.float32)
    for cfg in configurations():
        m, phi_d, phi_m = tikhonov_solve(G, d, **cfg)
        print(f"alpha_s={cfg['alpha_s']:g} alpha_x={cfg['alpha_x']:g}: phi_d {float(phi_d):.2e} phi_m {float(phi_m):.2e}")


if __name__ == "__main__":
    main()
