from flax import struct


@struct.dataclass
class ScoringConfig:
    wake_threshold: float = struct.field(pytree_node=False, default=0.5)
    rescore_minutes: int = struct.field(pytree_node=False, default=5)


def config_for_user(profile):
    # lighter sleepers get a stricter wake threshold
    return ScoringConfig(wake_threshold=round(0.4 + 0.05 * profile["sleep_efficiency_bucket"], 2))
