import dataclasses


@dataclasses.dataclass(frozen=True)
class AugmentConfig:
    flip: bool = True
    brightness: float = 0.1
