import jax.numpy as jnp
import numpy as np

from kernels import service_level

PRIORITY_CATEGORIES = {"medical"}


def review(category, stock, samples):
    target = 0.99 if category in PRIORITY_CATEGORIES else 0.95
    return service_level(stock, samples, target)


def main():
    rng = np.random.default_rng(3)
    for category in ["grocery", "medical", "apparel", "medical", "tools"]:
        stock = jnp.asarray(rng.uniform(20, 40, 6), jnp.float32)
        samples = jnp.asarray(rng.poisson(25, (6, 200)), jnp.float32)
        fill, gap = review(category, stock, samples)
        print(f"{category:8s} mean fill {float(fill.mean()):.3f} gap {float(gap):.3f}")


if __name__ == "__main__":
    main()
