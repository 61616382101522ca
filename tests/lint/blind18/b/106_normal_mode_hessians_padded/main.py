import numpy as np

from vib import mass_weighted_hessian

MASSES = {"H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999}
MOLECULES = [["O", "H", "H"], ["C", "O"], ["N", "H", "H", "H"], ["C", "H", "H", "H", "H"],
             ["C", "O", "O"], ["H", "H"]]


MAX_ATOMS = 5


def geometry(n, rng):
    pos = np.zeros((MAX_ATOMS, 3), np.float32)
    pos[:n] = 1.1 * rng.normal(size=(n, 3))
    # unused slots sit far apart so they do not couple to the molecule
    pos[n:] = 50.0 * np.arange(1, MAX_ATOMS - n + 1)[:, None]
    return pos


def main():
    rng = np.random.default_rng(0)
    for symbols in MOLECULES:
        pos = geometry(len(symbols), rng)
        n = len(symbols)
        masses = np.ones(MAX_ATOMS, np.float32)
        masses[:n] = [MASSES[s] for s in symbols]
        h = np.asarray(mass_weighted_hessian(pos, masses))[:3 * n, :3 * n]
        w = np.linalg.eigvalsh(h)
        print("".join(symbols), np.round(np.sqrt(np.clip(w, 0, None))[-3:], 3))


if __name__ == "__main__":
    main()
