import jax
import jax.numpy as jnp


@jax.jit
def weighted_mpjpe(pred, target, joint_weights):
    err = jnp.linalg.norm(pred - target, axis=-1)
    return jnp.sum(err * joint_weights) / (jnp.sum(joint_weights) * err.shape[0])
