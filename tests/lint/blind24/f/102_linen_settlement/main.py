from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

from model import SettlementNet


@partial(jax.jit, static_argnums=0)
def predict_settlement(model, params, x):
    return model.apply(params, x)


def site_readings(pier, rng, n=48):
    level = rng.uniform(1.0, 4.0) * rng.normal(1.0, 0.3, (n, 4))
    return level.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = SettlementNet().init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
    for pier in range(1, 7):
        x = site_readings(pier, rng)
        model = SettlementNet(input_scale=float(x.std()))
        ds = np.asarray(predict_settlement(model, params, x))
        print(f"pier {pier}: predicted settlement increment {ds.mean():+.3f} mm/week")


if __name__ == "__main__":
    main()
