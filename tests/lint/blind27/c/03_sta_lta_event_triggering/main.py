from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

STATIONS = {
    "PVO": {"fs": 100, "sta_s": 0.5, "lta_s": 10.0},
    "HVO": {"fs": 100, "sta_s": 0.5, "lta_s": 10.0},
    "KLA": {"fs": 100, "sta_s": 1.0, "lta_s": 20.0},
    "MLO": {"fs": 100, "sta_s": 0.3, "lta_s": 8.0},
}


@partial(jax.jit, static_argnums=(1, 2))
def sta_lta(trace, n_sta, n_lta):
    energy = trace ** 2
    csum = jnp.concatenate([jnp.zeros(1), jnp.cumsum(energy)])
    sta = (csum[n_sta:] - csum[:-n_sta]) / n_sta
    lta = (csum[n_lta:] - csum[:-n_lta]) / n_lta
    sta = sta[n_lta - n_sta:]
    return sta / (lta + 1e-8)


def detect(trace, cfg, threshold=3.0):
    n_sta = int(cfg["sta_s"] * cfg["fs"])
    n_lta = int(cfg["lta_s"] * cfg["fs"])
    ratio = sta_lta(jnp.asarray(trace), n_sta, n_lta)
    return int(jnp.argmax(ratio > threshold)), float(ratio.max())


rng = np.random.default_rng(3)
for name, cfg in STATIONS.items():
    trace = rng.normal(size=6000).astype(np.float32)
    trace[3000:3300] += 6 * np.sin(np.linspace(0, 60, 300))
    onset, peak = detect(trace, cfg)
    print(name, onset, round(peak, 2))
