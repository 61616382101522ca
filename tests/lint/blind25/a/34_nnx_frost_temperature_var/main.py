import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import FrostAlarm


@nnx.jit
def frost_nll(model, x, y):
    return optax.softmax_cross_entropy_with_integer_labels(model(x), y).mean()


def night_obs(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (x[:, 0] - 0.8 * x[:, 2] < -0.5).astype(np.int32)
    return x, y


def main():
    model = FrostAlarm(5, nnx.Rngs(1))
    x, y = night_obs(80, 0)
    grid = [0.5, 0.75, 1.0, 1.5, 2.0, 3.0]
    nll = []
    for t in grid:
        model.temperature[...] = jnp.float32(t)
        nll.append(float(frost_nll(model, x, y)))
    print("frost alarm NLL:", [round(v, 3) for v in nll])


if __name__ == "__main__":
    main()
