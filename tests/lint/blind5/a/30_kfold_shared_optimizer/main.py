import numpy as np
import jax.numpy as jnp

from harness import cross_validate


def main():
    rng = np.random.default_rng(30)
    x = rng.standard_normal((200, 5)).astype(np.float32)
    y = (np.tanh(x[:, 0]) + 0.1 * rng.standard_normal(200)).astype(np.float32)
    scores = cross_validate(jnp.asarray(x), jnp.asarray(y), k=4)
    for i, s in enumerate(scores):
        print(f"fold {i}: val mse {s:.4f}")
    print(f"mean {np.mean(scores):.4f}")


if __name__ == "__main__":
    main()
