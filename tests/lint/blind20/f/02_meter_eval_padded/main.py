import jax
import jax.numpy as jnp
import numpy as np

from data import synth_meters, make_windows, pad_windows

LOOKBACK = 24
MAX_ROWS = 24 * 14


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w": 0.01 * jax.random.normal(k1, (LOOKBACK,)), "b": jnp.zeros(())}


@jax.jit
def meter_mape(params, x, y, mask):
    pred = x @ params["w"] + params["b"]
    err = jnp.abs(pred - y) / (jnp.abs(y) + 1e-3)
    return jnp.sum(err * mask) / jnp.maximum(jnp.sum(mask), 1.0)


def main():
    params = init_params(jax.random.PRNGKey(0))
    scores = {}
    for meter_id, load in enumerate(synth_meters(5)):
        x, y = make_windows(load, LOOKBACK)
        x, y, mask = pad_windows(x, y, MAX_ROWS)
        scores[meter_id] = float(meter_mape(params, x, y, mask))
    for k, v in scores.items():
        print(f"meter {k}: mape={v:.3f}")


if __name__ == "__main__":
    main()
