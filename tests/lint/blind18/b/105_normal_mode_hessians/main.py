import numpy as np

from vib import mass_weighted_hessian

MASSES = {"H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999}
MOLECULES = [["O", "H", "H"], ["C", "O"], ["N", "H", "H", "H"], ["C", "H", "H", "H", "H"],
             ["C", "O", "O"], ["H", "H"]]


def geometry(n, rng):
    return (1.1 * rng.normal(size=(n, 3))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for symbols in MOLECULES:
        pos = geometry(len(symbols), rng)
        masses = np.array([MASSES[s] for s in symbols], np.float32)
        h = np.asarray(mass_weighted_hessian(pos, masses))
        w = np.linalg.eigvalsh(h)
        print("".join(symbols), np.round(np.sqrt(np.clip(w, 0, None))[-3:], 3))


if __name__ == "__main__":
    main()
