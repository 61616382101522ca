from dataclasses import dataclass


@dataclass(frozen=True)
class HalfNormalPrior:
    tau_scale: float
    mu_scale: float = 10.0


SENSITIVITY_GRID = [HalfNormalPrior(s) for s in (0.5, 1.0, 2.5, 5.0)]
