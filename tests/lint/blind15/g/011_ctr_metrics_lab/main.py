import jax
import jax.numpy as jnp
import numpy as np

from evaluator import Evaluator


def scores_fn(params, feats):
    return feats @ params


def main():
    rng = np.random.default_rng(0)
    w_true = rng.normal(size=12)
    feats = rng.normal(size=(300, 12)).astype(np.float32)
    labels = (feats @ w_true + rng.normal(size=300) > 1.5).astype(np.float32)
    params = jnp.zeros(12)
    ev = Evaluator(scores_fn)
    for epoch in range(3):
        params = params + 0.3 * jnp.asarray(w_true, jnp.float32)
        print(f"epoch {epoch}", ev.run(params, feats, labels))


if __name__ == "__main__":
    main()
