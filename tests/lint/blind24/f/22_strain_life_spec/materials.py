from dataclasses import dataclass

LIBRARY = {
    "S355": dict(E=205e3, sf=952.0, b=-0.089, ef=0.26, c=-0.52),
}


@dataclass(frozen=True)
class StrainLifeParams:
    E: float
    sf: float
    b: float
    ef: float
    c: float


def lookup(grade):
    return StrainLifeParams(**LIBRARY[grade])
