from dataclasses import dataclass, replace


@dataclass(frozen=True)
class BurgersConfig:
    n_grid: int = 128
    n_steps: int = 200
    dt: float = 1e-3
    viscosity: float = 0.01

    def with_viscosity(self, nu):
        return replace(self, viscosity=nu)
