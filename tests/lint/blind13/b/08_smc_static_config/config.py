from dataclasses import dataclass


@dataclass(frozen=True)
class SMCConfig:
    n_particles: int = 256
    step_size: float = 0.3
    n_mcmc: int = 2
    resampling: str = "multinomial"
