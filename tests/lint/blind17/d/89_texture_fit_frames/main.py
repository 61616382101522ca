import jax.numpy as jnp

from data import FrameLoader
from render import texture_step

if __name__ == "__main__":
    res = 16
    u = jnp.linspace(0.0, 1.0, res)
    uv = jnp.stack(jnp.meshgrid(u, u, indexing="xy"), -1)
    texture = jnp.full((8, 8), 0.5, dtype=jnp.float32)
    for i, frame in enumerate(FrameLoader()):
        texture, loss = texture_step(texture, uv, frame)
        print(i, frame.dtype, float(loss))
