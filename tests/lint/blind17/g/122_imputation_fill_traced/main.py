import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import load_feature_config


@functools.partial(jax.jit, static_argnames=("clip",))
def prepare(raw, fill_value, clip):
    x = jnp.clip(raw, -clip, clip)
    present = ~jnp.isnan(raw)
    return jnp.where(present, x, fill_value), present.mean(axis=0)


def handle(raw):
    cfg = load_feature_config()
    return prepare(raw, cfg["fill_value"], clip=cfg["clip"])


def main():
    rng = np.random.default_rng(0)
    for req in range(4):
        raw = rng.normal(size=(8, 3)).astype(np.float32) * 3
        raw[rng.random((8, 3)) < 0.2] = np.nan
        feats, coverage = handle(raw)
        print(req, np.asarray(coverage).round(2))


if __name__ == "__main__":
    main()
