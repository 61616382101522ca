from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class SquareLattice:
    L: int
    periodic: bool = True

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
