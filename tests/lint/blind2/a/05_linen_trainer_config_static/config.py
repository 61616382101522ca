import dataclasses


@dataclasses.dataclass(frozen=True)
class TrainConfig:
    learning_rate: float = 0.1
    weight_decay: float = 1e-4
    clip_norm: float = 1.0


def cosine_lr(base_lr, epoch, total):
    import math
    return base_lr * 0.5 * (1 + math.cos(math.pi * epoch / total))
