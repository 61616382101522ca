import numpy as np
import jax.numpy as jnp

from online import OnlineETA
from schedule import learning_rate


def main():
    rng = np.random.default_rng(4)
    true_w = np.array([1.8, 0.4, 2.5], np.float32)
    model = OnlineETA(3)
    for step in range(20):
        feats = rng.uniform(0, 3, (32, 3)).astype(np.float32)
        observed = feats @ true_w + rng.normal(0, 0.1, 32).astype(np.float32)
        model.observe(jnp.asarray(feats), jnp.asarray(observed), learning_rate(step))
    print(np.round(np.asarray(model.w), 2))


if __name__ == "__main__":
    main()
