from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@dataclass(frozen=True)
class TriggerConfig:
    fs: float = 40.0
    sta_sec: float = 0.5
    lta_sec: float = 10.0
    threshold: float = 3.0

    @property
    def nsta(self):
        return int(self.sta_sec * self.fs)

    @property
    def nlta(self):
        return int(self.lta_sec * self.fs)


@partial(jax.jit, static_argnames=("nsta", "nlta"))
def classic_sta_lta(trace, nsta, nlta):
    energy = trace ** 2
    csum = jnp.concatenate([jnp.zeros(1), jnp.cumsum(energy)])
    sta = (csum[nsta:] - csum[:-nsta]) / nsta
    lta = (csum[nlta:] - csum[:-nlta]) / nlta
    sta = sta[nlta - nsta:]
    return sta / (lta + 1e-10)


def detect(trace, cfg):
    ratio = classic_sta_lta(trace, cfg.nsta, cfg.nlta)
    return int(jnp.sum(ratio > cfg.threshold))


def main():
    cfg = TriggerConfig()
    rng = np.random.default_rng(1)
    for day in range(2):
        for name in ["ANMO", "COLA", "HRV", "KONO"]:
            trace = rng.standard_normal(4000).astype(np.float32)
            trace[2000:2100] *= 8.0
            print(day, name, detect(jnp.asarray(trace), TriggerConfig(**cfg.__dict__)))


if __name__ == "__main__":
    main()
