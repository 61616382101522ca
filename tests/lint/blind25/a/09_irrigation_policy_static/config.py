from dataclasses import dataclass


@dataclass(frozen=True)
class IrrigationPolicy:
    trigger_fraction: float = 0.5
    max_depth_mm: float = 25.0
    efficiency: float = 0.85


def policy_for_block(block_id):
    return IrrigationPolicy()
