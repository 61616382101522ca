from dataclasses import dataclass


@dataclass
class ChartConfig:
    target: float = 45.0      # CD target, nm
    sigma: float = 0.6
    k: float = 0.5            # allowance in sigma units
    h: float = 4.0            # decision interval in sigma units
