import jax
import jax.numpy as jnp

from kernels import gravity_accel
from utils import TIMINGS


def main():
    key = jax.random.PRNGKey(0)
    pos = jax.random.normal(key, (128, 3))
    vel = jnp.zeros_like(pos)
    mass = jnp.full((128,), 1.0 / 128, dtype=jnp.float32)
    for step in range(6):
        acc = gravity_accel(pos, mass)
        vel = vel + 0.01 * acc
        pos = pos + 0.01 * vel
    times = TIMINGS["gravity_accel"]
    print(f"first call {times[0] * 1e3:.1f} ms, last call {times[-1] * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
