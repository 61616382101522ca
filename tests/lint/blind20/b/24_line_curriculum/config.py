import dataclasses


@dataclasses.dataclass(frozen=True)
class CropConfig:
    line_height: int = 16
    max_width: int = 96
    blur_passes: int = 1


BASE = CropConfig()


def config_for_epoch(epoch):
    return dataclasses.replace(BASE, blur_passes=1 + epoch)
