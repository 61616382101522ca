from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from model import BayesianRegressor

model = BayesianRegressor()


@partial(jax.jit, static_argnames=("deterministic",))
def predict(params, x, key, deterministic):
    return model.apply({"params": params}, x, deterministic=deterministic, rngs={"dropout": key})


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.uniform(-3, 3, size=(64, 1)), dtype=jnp.float32)
    params = model.init(jax.random.PRNGKey(0), x, deterministic=True)["params"]
    key = jax.random.PRNGKey(1)
    for mode in (False, True):
        draws = []
        for _ in range(4):
            key, sub = jax.random.split(key)
            draws.append(predict(params, x, sub, deterministic=mode))
        spread = float(jnp.stack(draws).std(0).mean())
        print(f"deterministic={mode}: mean predictive spread {spread:.4f}")


if __name__ == "__main__":
    main()
