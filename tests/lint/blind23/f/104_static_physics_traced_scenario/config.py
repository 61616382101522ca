from dataclasses import dataclass


@dataclass(frozen=True)
class GearModel:
    dt: float = 0.05
    n_steps: int = 200
    stiffness: float = 2.0e5
    damping: float = 8.0e3


@dataclass
class Scenario:
    name: str
    sink_rate: float
    mass: float
    lift_fraction: float
