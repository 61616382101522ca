import dataclasses


@dataclasses.dataclass(frozen=True)
class SolverConfig:
    n_sweeps: int = 20
    relaxation: float = 1.0
    boundary_value: float = 0.0
