import dataclasses


@dataclasses.dataclass(frozen=True)
class AcquisitionConfig:
    n_candidates: int = 512
    kappa: float = 3.0
    lengthscale: float = 0.25

    def decayed(self, iteration, rate=0.85):
        return dataclasses.replace(self, kappa=self.kappa * rate ** iteration)
