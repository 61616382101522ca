from dataclasses import dataclass, replace


@dataclass(frozen=True)
class TrajOptConfig:
    n_knots: int = 20
    dt: float = 0.05
    step_size: float = 0.2
    smooth_weight: float = 0.1

    def decayed(self, factor):
        return replace(self, step_size=self.step_size * factor)
