from typing import NamedTuple


class EvalSpec(NamedTuple):
    """Settings for a batch of goal-conditioned evaluation episodes."""

    horizon: int
    action_scale: float
    success_radius: float
