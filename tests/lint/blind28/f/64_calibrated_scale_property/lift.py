import jax
import jax.numpy as jnp


@jax.jit
def metric_hand(kp2d, depth, scale):
    xyz = jnp.concatenate([kp2d, depth[..., None]], axis=-1) * scale
    bones = jnp.linalg.norm(xyz[:, 1:] - xyz[:, :1], axis=-1)
    return xyz, bones.mean(0)
