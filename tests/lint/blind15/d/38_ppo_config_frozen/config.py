import dataclasses


@dataclasses.dataclass(frozen=True)
class PPOConfig:
    clip_eps: float = 0.2
    vf_coef: float = 0.5
    ent_coef: float = 0.01
    n_updates: int = 6

    def clip_at(self, progress):
        return self.clip_eps * (1.0 - progress)
