import numpy as np
import optax
from flax import nnx

from model import EloNet, elo_net_step


def main():
    rng = np.random.default_rng(0)
    model = EloNet(50, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(0.05), wrt=nnx.Param)
    for step in range(5):
        a = rng.integers(0, 50, 64).astype(np.int32)
        b = rng.integers(0, 50, 64).astype(np.int32)
        y = rng.integers(0, 2, 64).astype(np.float32)
        loss = elo_net_step(model, optimizer, a, b, y)
        model.loss_history.append(round(float(loss), 4))
    print(model.loss_history)


if __name__ == "__main__":
    main()
