import jax
import jax.numpy as jnp


@jax.jit
def to_world(packet):
    c, s = jnp.cos(packet.ego_pose[2]), jnp.sin(packet.ego_pose[2])
    R = jnp.array([[c, -s], [s, c]])
    xy = packet.points[:, :2] @ R.T + packet.ego_pose[:2]
    return jnp.concatenate([xy, packet.points[:, 2:]], axis=1)
