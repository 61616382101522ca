import flax.struct


@flax.struct.dataclass
class InpaintConfig:
    max_gap_days: float
    blend: float = flax.struct.field(pytree_node=False, default=0.5)


def schedule(epoch):
    """Blend weight between temporal and spatial filling, annealed per epoch."""
    return InpaintConfig(max_gap_days=30.0, blend=0.5 + 0.1 * epoch)
