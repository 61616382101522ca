import jax
import jax.numpy as jnp


def init_fusion(key, dim=8):
    keys = jax.random.split(key, 3)
    return {name: jax.random.normal(k, (dim, dim)) * 0.2
            for name, k in zip(("camera", "lidar", "radar"), keys)}


@jax.jit
def fuse(weights, frame):
    acc = jnp.tanh(frame["camera"] @ weights["camera"])
    acc = acc + jnp.tanh(frame["lidar"] @ weights["lidar"])
    acc = acc + frame["radar_valid"] * jnp.tanh(frame["radar"] @ weights["radar"])
    return acc / (2.0 + frame["radar_valid"])
