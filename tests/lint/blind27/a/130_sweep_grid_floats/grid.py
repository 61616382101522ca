from dataclasses import dataclass
import itertools


@dataclass
class Trial:
    l2: float
    lr: float


def trials():
    for l2, lr in itertools.product([0, 1e-4, 1e-3], [0.05, 0.1]):
        yield Trial(l2=float(l2), lr=float(lr))
