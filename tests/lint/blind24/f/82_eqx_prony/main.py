import numpy as np

from prony import fit_prony

N_ITER = 60


def relaxation_test(temp_c, rng):
    """Stress-relaxation of an elastomeric bearing pad at several temperatures."""
    t = np.logspace(-1, 3, 80).astype(np.float32)
    shift = 10 ** (-0.05 * (temp_c - 20))
    E = 0.9 + 0.6 * np.exp(-t / (2 * shift)) + 0.4 * np.exp(-t / (80 * shift))
    return t, (E + rng.normal(0, 0.005, t.size)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for temp in (-20, -10, 0, 10, 20, 40):
        t, E = relaxation_test(temp, rng)
        c = np.asarray(fit_prony(t, E, N_ITER))
        print(f"{temp:4d} C: E_inf {c[0]:.3f} MPa, E_i {np.round(c[1:], 3)}")


if __name__ == "__main__":
    main()
