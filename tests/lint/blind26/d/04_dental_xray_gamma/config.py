from dataclasses import dataclass


@dataclass
class EnhanceConfig:
    gamma: float = 1
    clip_low: float = 0.01
    clip_high: float = 0.99


SITES = {
    "clinic_a": EnhanceConfig(gamma=1),
    "clinic_b": EnhanceConfig(gamma=0.8),
    "clinic_c": EnhanceConfig(gamma=1.2, clip_high=0.98),
}
