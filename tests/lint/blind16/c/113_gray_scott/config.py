import dataclasses


@dataclasses.dataclass(frozen=True)
class SolverConfig:
    n: int = 48
    du: float = 0.16
    dv: float = 0.08
    feed: float = 0.035
    kill: float = 0.065
    dt: float = 1.0
    steps_per_frame: int = 20

    @classmethod
    def from_dict(cls, d):
        return cls(**d)
