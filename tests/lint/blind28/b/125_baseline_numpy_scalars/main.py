import jax
import jax.numpy as jnp
import numpy as np

from baselines import region_baseline


@jax.jit
def relative_performance(scores, baseline):
    return (scores - baseline) / (jnp.abs(baseline) + 1e-6)


def main():
    rng = np.random.default_rng(1)
    for day in range(8):
        scores = rng.normal(100, 15, size=64).astype(np.float32)
        source = "warehouse" if day % 2 else "live"
        base = region_baseline(scores, source)
        rel = relative_performance(scores, base)
        print(day, type(base).__name__, round(float(rel.max()), 3))


if __name__ == "__main__":
    main()
