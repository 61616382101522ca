import dataclasses

import numpy as np


@dataclasses.dataclass(frozen=True)
class PPOConfig:
    num_minibatches: int = 4
    clip_eps: float = 0.2
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    num_iterations: int = 6


def anneal(cfg: PPOConfig, it: int) -> dict:
    frac = 1.0 - it / cfg.num_iterations
    return {
        "clip_eps": np.float32(cfg.clip_eps * frac),
        "ent_coef": np.float32(cfg.ent_coef * frac),
    }
