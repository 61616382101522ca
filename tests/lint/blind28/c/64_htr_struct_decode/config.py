from flax import struct


@struct.dataclass
class DecodeConfig:
    blank_penalty: float
    max_chars: int = struct.field(pytree_node=False)
