import dataclasses


@dataclasses.dataclass(frozen=True)
class SORSettings:
    n_sweeps: int = 20
    boundary_value: float = 0.0
