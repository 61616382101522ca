import numpy as np


class SquareLattice:
    def __init__(self, L, periodic=True):
        self.L = L
        self.periodic = periodic

    @property
    def n_sites(self):
        return self.L * self.L

    def bonds(self):
        out = []
        for x in range(self.L):
            for y in range(self.L):
                i = x * self.L + y
                if self.periodic or x + 1 < self.L:
                    out.append((i, ((x + 1) % self.L) * self.L + y))
                if self.periodic or y + 1 < self.L:
                    out.append((i, x * self.L + (y + 1) % self.L))
        return np.array(out, dtype=np.int32)


def build_lattice(cfg):
    return SquareLattice(cfg["L"], cfg.get("periodic", True))
