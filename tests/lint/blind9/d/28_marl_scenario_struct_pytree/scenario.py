from flax import struct


@struct.dataclass
class PursuitScenario:
    predator_speed: float
    prey_speed: float
    capture_radius: float
    n_predators: int = struct.field(pytree_node=False, default=3)
    arena_size: float = struct.field(pytree_node=False, default=1.0)


def scenario_for_stage(stage):
    return PursuitScenario(predator_speed=0.05, prey_speed=0.02 + 0.01 * min(stage, 3),
                           capture_radius=0.08)
