import numpy as np
import jax.numpy as jnp

from calendar_feats import encode_day
from model import KEYS, predict, rls_update


def main():
    rng = np.random.default_rng(8)
    coef = {"bias": jnp.float32(0.0), **{k: jnp.float32(0.0) for k in KEYS}}
    P = jnp.eye(len(KEYS) + 1) * 100.0
    for day in range(21):
        feats, load = encode_day(rng, day)
        err = float(np.mean(np.abs(np.asarray(predict(coef, feats)) - load)))
        coef, P = rls_update(coef, P, feats, load, 0.98)
        if day % 5 == 0:
            print(day, round(err, 4))


if __name__ == "__main__":
    main()
