from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from model import UpliftMLP

MODEL = UpliftMLP()
MC_SAMPLES = 5


@partial(jax.jit, static_argnames="deterministic")
def predict_uplift(params, x, key, deterministic):
    return MODEL.apply(params, x, deterministic=deterministic, rngs={"dropout": key})


def main():
    rng = np.random.default_rng(41)
    x = jnp.asarray(rng.normal(size=(128, 6)), jnp.float32)
    key = jax.random.PRNGKey(0)
    params = MODEL.init({"params": key}, x, deterministic=True)

    point = predict_uplift(params, x, key, deterministic=True)
    draws = []
    for _ in range(MC_SAMPLES):
        key, sub = jax.random.split(key)
        draws.append(predict_uplift(params, x, sub, deterministic=False))
    spread = jnp.std(jnp.stack(draws), axis=0)
    print("mean uplift", float(point.mean()), "mean MC spread", float(spread.mean()))


if __name__ == "__main__":
    main()
