from dataclasses import dataclass, field


@dataclass
class RolloutConfig:
    horizon_steps: int = 20
    init_dates: list = field(default_factory=lambda: ["2023-01-01", "2023-04-01", "2023-07-01", "2023-10-01"])
    n_vars: int = 10
