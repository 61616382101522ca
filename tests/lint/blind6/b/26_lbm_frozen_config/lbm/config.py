from dataclasses import dataclass


@dataclass(frozen=True)
class LatticeConfig:
    nx: int = 64
    tau: float = 0.8
    inflow: float = 0.05
