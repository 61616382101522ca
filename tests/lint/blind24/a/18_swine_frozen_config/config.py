from dataclasses import dataclass


@dataclass(frozen=True)
class ASFModelConfig:
    n_farms: int = 40
    latent_days: int = 5
    infectious_days: int = 9
    kernel_scale_km: float = 2.5
