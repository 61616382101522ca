import jax
import jax.numpy as jnp
import numpy as np

from collate import collate, store_histories


@jax.jit
def masked_smoothing(x, mask, alpha):
    def step(level, inputs):
        value, m = inputs
        new = jnp.where(m > 0, alpha * value + (1 - alpha) * level, level)
        return new, new

    first = (x * mask).sum(1) / mask.sum(1)
    level, _ = jax.lax.scan(step, first, (x.T, mask.T))
    return level


def main():
    rng = np.random.default_rng(4)
    alpha = jnp.float32(0.3)
    for region in range(5):
        x, mask = collate(store_histories(rng, 8))
        level = masked_smoothing(jnp.asarray(x), jnp.asarray(mask), alpha)
        print(f"region {region}: padded to {x.shape[1]} weeks, mean level {float(level.mean()):.2f}")


if __name__ == "__main__":
    main()
