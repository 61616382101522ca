import jax
import jax.numpy as jnp
import numpy as np

from engine import ScoringEngine

DIM = 10


def main():
    rng = np.random.default_rng(0)
    params = {"wq": jnp.eye(DIM), "wd": jnp.eye(DIM)}
    engine = ScoringEngine()
    docs = rng.normal(size=(30, DIM)).astype(np.float32)
    for step in range(5):
        q = rng.normal(size=(4, DIM)).astype(np.float32)
        scores = engine.score(params, q, docs)
        best = np.asarray(scores).argmax(axis=1)
        params = {"wq": params["wq"] * 0.99, "wd": params["wd"]}
        print(step, best.tolist())


if __name__ == "__main__":
    main()
