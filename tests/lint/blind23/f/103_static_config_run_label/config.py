from dataclasses import dataclass, replace


@dataclass(frozen=True)
class LandingSimConfig:
    dt: float = 0.05
    n_steps: int = 200
    gear_stiffness: float = 2.0e5
    gear_damping: float = 8.0e3
    scenario: str = "nominal"
    seed: int = 0


def scenarios(base):
    for i, name in enumerate(["nominal", "hard_landing", "crosswind", "wet_runway"]):
        yield replace(base, scenario=name, seed=i)
