import dataclasses


@dataclasses.dataclass(frozen=True)
class CropConfig:
    line_height: int = 16
    max_width: int = 96
    blur_passes: int = 2


BASE = CropConfig()


def config_for_epoch(epoch):
    return BASE
