import jax
import jax.numpy as jnp

from md import md_block
from potential import SoftenedPairNet

SOFTENING_SCHEDULE = [0.5, 0.3, 0.2, 0.1]


if __name__ == "__main__":
    key = jax.random.PRNGKey(0)
    pos = jax.random.uniform(key, (12, 3)) * 3.0
    vel = jnp.zeros_like(pos)
    params = SoftenedPairNet().init(jax.random.PRNGKey(1), jnp.ones((2, 2)))
    dt = jnp.float32(0.005)
    for eps in SOFTENING_SCHEDULE:
        net = SoftenedPairNet(softening=eps)
        for _ in range(3):
            pos, vel = md_block(net, params, pos, vel, dt)
        print(f"softening {eps}: mean speed {float(jnp.linalg.norm(vel, axis=1).mean()):.4f}")
