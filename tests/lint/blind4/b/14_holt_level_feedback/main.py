import numpy as np
import jax.numpy as jnp

from smoothing import holt_block


def stream_blocks(rng, n_blocks=5, size=24):
    t = 0
    for _ in range(n_blocks):
        x = 0.2 * np.arange(t, t + size) + rng.standard_normal(size)
        t += size
        yield x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    level, trend = 0, 0
    for i, block in enumerate(stream_blocks(rng)):
        level, trend, fitted = holt_block(jnp.asarray(block), level, trend)
        level, trend = float(level), float(trend)
        mae = float(jnp.mean(jnp.abs(fitted - block)))
        print(f"block {i}: level={level:.2f} trend={trend:.3f} mae={mae:.3f}")


if __name__ == "__main__":
    main()
