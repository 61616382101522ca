import jax.numpy as jnp
import numpy as np

from evaluation import QiniEvaluator


def main():
    rng = np.random.default_rng(12)
    n = 500
    x = rng.normal(size=(n, 3)).astype(np.float32)
    treat = (rng.uniform(size=n) < 0.5).astype(np.float32)
    outcome = (x[:, 0] + treat * np.maximum(x[:, 1], 0) + rng.normal(size=n)).astype(np.float32)
    evaluator = QiniEvaluator(jnp.asarray(treat), jnp.asarray(outcome))

    candidates = {
        "random": rng.normal(size=n),
        "x1": x[:, 1],
        "x1_relu": np.maximum(x[:, 1], 0),
        "x0": x[:, 0],
    }
    for name, scores in candidates.items():
        print(name, round(evaluator(jnp.asarray(scores, jnp.float32)), 4))


if __name__ == "__main__":
    main()
