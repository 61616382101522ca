from dataclasses import dataclass


@dataclass
class TrainConfig:
    lr: float = 3e-3
    epochs: int = 5
    batch_size: int = 16
    aux_weight: float = 0.5
    aux_warmup_epochs: int = 2


def aux_weight_for(epoch, cfg):
    if epoch < cfg.aux_warmup_epochs:
        return 0
    return cfg.aux_weight
