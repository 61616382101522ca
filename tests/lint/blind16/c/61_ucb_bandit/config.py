import dataclasses


@dataclasses.dataclass(frozen=True)
class AcquisitionConfig:
    n_candidates: int = 512
    kappa: float = 3.0
    lengthscale: float = 0.25

    def kappa_at(self, iteration, rate=0.85):
        return self.kappa * rate ** iteration
