import jax
from flax import struct


@struct.dataclass
class FramePacket:
    points: jax.Array
    ego_pose: jax.Array
    frame_id: int = struct.field(pytree_node=False)
    sensor: str = struct.field(pytree_node=False, default="top_lidar")
