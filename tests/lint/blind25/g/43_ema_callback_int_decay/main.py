import numpy as np
import jax.numpy as jnp

from callbacks import EMACallback
from trainer import fit


def main():
    rng = np.random.default_rng(0)
    # olive brine: NaCl %, pH, temperature, days -> lactic acid g/L
    x = rng.uniform(0, 1, size=(120, 4)).astype(np.float32)
    y = (2.0 * x[:, 3] - 0.8 * x[:, 0] + 0.3 * x[:, 2]).astype(np.float32)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    ema = EMACallback(params)
    params, loss = fit(params, x, y, steps=40, callbacks=[ema])
    print("final loss", float(loss))
    print("ema weights", np.round(np.asarray(ema.ema["w"]), 3))


if __name__ == "__main__":
    main()
