import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def add_exposure(total_time, depth_weight, exptime, sky_rate):
    """Accumulate open-shutter time and an effective-depth weight (t / sky)."""
    return total_time + exptime, depth_weight + exptime / sky_rate


def schedule(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield np.float32(rng.choice([30.0, 60.0, 90.0])), np.float32(rng.uniform(5, 20))


if __name__ == "__main__":
    total_time = jnp.zeros((), jnp.float32)
    depth = jnp.zeros((), jnp.float32)
    for exptime, sky in schedule(8):
        total_time, depth = add_exposure(total_time, depth, exptime, sky)
    print(f"open shutter {float(total_time):.0f} s, depth weight {float(depth):.2f}")
