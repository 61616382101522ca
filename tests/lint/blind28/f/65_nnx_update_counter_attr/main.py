from flax import nnx
import numpy as np
import optax

from model import OnlineGestureAdapter
from online import consume


def user_stream(rng, n):
    for _ in range(n):
        yield rng.normal(size=(4, 24)).astype(np.float32), rng.integers(0, 6, 4).astype(np.int32)


def main():
    rng = np.random.default_rng(0)
    model = OnlineGestureAdapter(24, 6, nnx.Rngs(0))
    opt = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
    loss = consume(model, opt, user_stream(rng, 6))
    print(model.num_updates, float(loss))


if __name__ == "__main__":
    main()
