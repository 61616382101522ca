import dataclasses


@dataclasses.dataclass(frozen=True)
class DistillConfig:
    num_classes: int = 6
    temperature: float = 4.0
    alpha: float = 0.5

    def annealed(self, epoch, total_epochs, final_temperature=1.0):
        frac = epoch / max(total_epochs - 1, 1)
        return dataclasses.replace(self, temperature=self.temperature + frac * (final_temperature - self.temperature))
