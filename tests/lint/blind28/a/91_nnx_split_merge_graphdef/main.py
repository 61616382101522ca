import jax.numpy as jnp
import numpy as np
from flax import nnx

from model import ReviewRegressor
from steps import score_step


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(480, 16)).astype(np.float32)
    y = (np.tanh(x[:, :4].sum(1)) * 2 + 3).astype(np.float32)
    graphdef, state = nnx.split(ReviewRegressor(nnx.Rngs(0)))
    for epoch in range(4):
        for s in range(0, 480, 96):
            state, l = score_step(graphdef, state, x[s:s + 96], y[s:s + 96], 0.05)
        model = nnx.merge(graphdef, state)
        print(epoch, float(l), float(jnp.mean(model(x[:5]))))
        graphdef, state = nnx.split(model)


if __name__ == "__main__":
    main()
