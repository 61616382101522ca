import enum
from dataclasses import dataclass


class Scheme(enum.Enum):
    EXPLICIT = "explicit"
    IMPLICIT = "implicit"


@dataclass
class RunConfig:
    scheme: Scheme = Scheme.IMPLICIT
    n_days: int = 60
    dt: float = 1.0
