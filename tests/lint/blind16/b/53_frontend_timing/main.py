from dataclasses import dataclass
from functools import partial

import jax

from frontend import frame_rms, pre_emphasis
from utils import timed_call


@dataclass
class FrontendConfig:
    coef: float = 0.97


def process(batch, cfg):
    emphasized, t1 = timed_call(partial(pre_emphasis, coef=cfg.coef), batch)
    rms, t2 = timed_call(frame_rms, emphasized)
    return rms, t1 + t2


def main():
    cfg = FrontendConfig()
    key = jax.random.PRNGKey(0)
    for i in range(5):
        key, sub = jax.random.split(key)
        batch = jax.random.normal(sub, (4, 1600))
        rms, ms = process(batch, cfg)
        print(i, rms.shape, f"{ms:.1f} ms")


if __name__ == "__main__":
    main()
