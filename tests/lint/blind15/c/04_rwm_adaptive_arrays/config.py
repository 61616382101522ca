from dataclasses import dataclass


@dataclass
class SamplerConfig:
    n_chains: int = 8
    dim: int = 3
    n_adapt_rounds: int = 4
    steps_per_round: int = 50
    init_step_size: float = 1.0
    target_accept: float = 0.3
