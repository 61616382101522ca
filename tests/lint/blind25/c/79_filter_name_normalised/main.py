from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

COLOR_TERMS = {"g": (0.02, "g-r"), "r": (-0.01, "g-r"), "i": (0.03, "r-i")}


def canonical_band(raw):
    name = raw.strip().lower()
    for prefix in ("sdss", "ps1"):
        name = name.replace(prefix, "")
    return name[0]


@partial(jax.jit, static_argnums=(3,))
def to_standard(inst_mag, colour, zp, band):
    k, _ = COLOR_TERMS[band]
    return inst_mag + zp + k * colour


def main():
    rng = np.random.default_rng(0)
    header_filters = ["r", "r ", "R", "rSDSS", "r", "SDSSr"]
    for i, raw in enumerate(header_filters):
        inst = rng.uniform(-10, -5, 200).astype(np.float32)
        col = rng.uniform(0.2, 1.2, 200).astype(np.float32)
        std = to_standard(inst, col, np.float32(25.1), canonical_band(raw))
        print(f"frame {i} [{raw!r}]: median r = {float(jnp.median(std)):.3f}")


if __name__ == "__main__":
    main()
