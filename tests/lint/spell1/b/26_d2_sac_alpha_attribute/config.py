from dataclasses import dataclass


@dataclass
class SACConfig:
    obs_dim: int = 3
    act_dim: int = 1
    init_alpha: float = 0.2
    alpha_lr: float = 3e-2
    actor_lr: float = 1e-2
    target_entropy: float = -1.0
    batch_size: int = 32
