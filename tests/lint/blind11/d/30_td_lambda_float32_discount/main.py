import numpy as np
import jax.numpy as jnp

from returns import td_lambda_targets

HORIZON = 32
BASE_DISCOUNT = 0.99
TD_LAMBDA = np.float32(0.95)


def effective_discount(frame_skip):
    if frame_skip == 1:
        return np.float32(BASE_DISCOUNT)
    return np.float32(np.power(BASE_DISCOUNT, frame_skip))


def main():
    rng = np.random.default_rng(0)
    values = jnp.asarray(rng.normal(size=HORIZON).astype(np.float32))
    for segment, frame_skip in enumerate([1, 2, 1, 4, 1, 2]):
        rewards = jnp.asarray(rng.normal(size=HORIZON).astype(np.float32))
        targets = td_lambda_targets(rewards, values, values[-1], effective_discount(frame_skip), TD_LAMBDA)
        values = 0.9 * values + 0.1 * targets
        print(f"segment {segment} skip {frame_skip} mean target {float(targets.mean()):.3f}")


if __name__ == "__main__":
    main()
