import dataclasses


@dataclasses.dataclass(frozen=True)
class StayControls:
    min_los_threshold: float = 0.85
    max_discount: float = 0.2
    cap_multiplier: float = 1.6


def retune(controls, restricted_share):
    new_t = round(controls.min_los_threshold - 0.02 * restricted_share, 3)
    return dataclasses.replace(controls, min_los_threshold=new_t)
