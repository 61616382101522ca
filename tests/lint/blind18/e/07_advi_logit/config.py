from dataclasses import dataclass


@dataclass
class VIConfig:
    n_steps: int = 40
    lr: float = 0.05
    mc_samples_start: int = 2
    mc_samples_max: int = 16
    double_every: int = 10

    def mc_samples(self, step):
        n = self.mc_samples_start * 2 ** (step // self.double_every)
        return min(n, self.mc_samples_max)
