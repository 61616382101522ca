import flax.linen as nn
import jax
import numpy as np

from restore import restore, snapshot


class Scorer(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(8)(x)))[:, 0]


def main():
    rng = np.random.default_rng(0)
    model = Scorer()
    variables = model.init(jax.random.PRNGKey(0), np.zeros((1, 4), np.float32))
    serve = jax.jit(model.apply)
    params = variables["params"]
    store = {}
    for tick in range(5):
        if tick == 2:
            store["last"] = snapshot(params)
        if tick == 3:
            params = restore(store["last"])
        x = rng.normal(size=(6, 4)).astype(np.float32)
        print(tick, type(params).__name__, np.asarray(serve({"params": params}, x)).round(3)[:3])


if __name__ == "__main__":
    main()
