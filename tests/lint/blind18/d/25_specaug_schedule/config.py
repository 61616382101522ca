from dataclasses import dataclass, replace


@dataclass(frozen=True)
class AugConfig:
    freq_mask: int = 4
    time_mask: int = 2
    noise_std: float = 0.0


def ramp(cfg, step, warmup):
    frac = min(1.0, step / warmup)
    return replace(cfg, time_mask=2 + int(6 * frac), noise_std=0.05 * frac)
