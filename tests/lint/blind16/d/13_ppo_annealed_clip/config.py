import dataclasses


@dataclasses.dataclass(frozen=True)
class PPOConfig:
    num_minibatches: int = 4
    clip_eps: float = 0.2
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    num_iterations: int = 6


def anneal(cfg: PPOConfig, it: int) -> PPOConfig:
    frac = 1.0 - it / cfg.num_iterations
    return dataclasses.replace(cfg, clip_eps=0.2 * frac, ent_coef=0.01 * frac)
