import jax
import jax.numpy as jnp

from md import md_block
from potential import SoftenedPairNet

SOFTENING = 0.1
N_BLOCKS = 4


def make_net():
    return SoftenedPairNet(hidden=32, softening=SOFTENING)


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    pos = jax.random.uniform(key, (12, 3)) * 3.0
    vel = jnp.zeros_like(pos)
    params = make_net().init(jax.random.PRNGKey(1), jnp.ones((2, 2)))
    dt = jnp.float32(0.005)
    for block in range(N_BLOCKS):
        for _ in range(3):
            pos, vel = md_block(make_net(), params, pos, vel, dt)
        print(f"block {block}: mean speed {float(jnp.linalg.norm(vel, axis=1).mean()):.4f}")
