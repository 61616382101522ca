from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    num_classes: int = 4
    hidden: int = 32
    dropout_rate: float = 0.1


@dataclass(frozen=True)
class TrainConfig:
    model: ModelConfig = ModelConfig()
    label_smoothing: float = 0.2
    smoothing_decay: float = 0.5
    epochs: int = 4
    steps_per_epoch: int = 3

    def smoothing_at(self, epoch: int) -> float:
        return self.label_smoothing * self.smoothing_decay ** epoch
