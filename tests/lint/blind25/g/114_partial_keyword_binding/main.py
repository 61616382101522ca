import numpy as np
import jax.numpy as jnp

from evaluation import make_scorer, evaluate_batches
from scoring import croissant_quality


def main():
    rng = np.random.default_rng(0)
    weights = {"w": jnp.array([0.8, 0.5, -0.3, 0.2, 0.6]), "b": jnp.float32(-0.1)}
    morning = rng.normal(size=(24, 5)).astype(np.float32)
    print("first tray pass rate", float(np.mean(np.asarray(croissant_quality(weights, morning)) > 0.5)))
    scorer = make_scorer(weights)
    batches = [rng.normal(size=(24, 5)).astype(np.float32) for _ in range(4)]
    print("shift pass rates", evaluate_batches(scorer, batches))


if __name__ == "__main__":
    main()
