from dataclasses import dataclass


@dataclass(frozen=True)
class IntegratorConfig:
    n_steps: int = 14
    dt: float = 0.5
    method: str = "euler"


def integrator_config(region_settings):
    return IntegratorConfig(
        n_steps=region_settings.get("n_steps", 14),
        dt=region_settings.get("dt", 0.5),
    )
