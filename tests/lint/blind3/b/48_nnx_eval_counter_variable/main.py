import numpy as np
import jax.numpy as jnp
from flax import nnx

from evaluate import run_eval
from model import ErrorTracker, SurrogateMLP


def held_out_runs(rng, n_batches=4, batch=32, d=3):
    for _ in range(n_batches):
        x = rng.uniform(-1, 1, size=(batch, d)).astype(np.float32)
        y = np.sin(x.sum(axis=1)).astype(np.float32)
        yield jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    model = SurrogateMLP(3, 16, rngs=nnx.Rngs(0))
    tracker = ErrorTracker()
    print(run_eval(model, tracker, held_out_runs(rng)))


if __name__ == "__main__":
    main()
