from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

STATIONS = {
    "ANMO": {"fs": 40.0, "sta_sec": 0.5, "lta_sec": 10.0},
    "COLA": {"fs": 40.0, "sta_sec": 1.0, "lta_sec": 10.0},
    "HRV": {"fs": 40.0, "sta_sec": 0.5, "lta_sec": 20.0},
    "KONO": {"fs": 40.0, "sta_sec": 1.0, "lta_sec": 20.0},
}


@partial(jax.jit, static_argnames=("nsta", "nlta"))
def sta_lta(trace, nsta, nlta):
    energy = trace ** 2
    csum = jnp.concatenate([jnp.zeros(1), jnp.cumsum(energy)])
    sta = (csum[nsta:] - csum[:-nsta]) / nsta
    lta = (csum[nlta:] - csum[:-nlta]) / nlta
    sta = sta[nlta - nsta:]
    return sta / (lta + 1e-10)


def detect(trace, meta, threshold=3.0):
    nsta = int(meta["sta_sec"] * meta["fs"])
    nlta = int(meta["lta_sec"] * meta["fs"])
    ratio = sta_lta(trace, nsta, nlta)
    return int(jnp.sum(ratio > threshold))


def main():
    rng = np.random.default_rng(1)
    for day in range(2):
        for name, meta in STATIONS.items():
            trace = rng.standard_normal(4000).astype(np.float32)
            trace[2000:2100] *= 8.0
            print(day, name, detect(jnp.asarray(trace), meta))


if __name__ == "__main__":
    main()
