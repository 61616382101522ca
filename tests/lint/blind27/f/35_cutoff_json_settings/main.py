import json
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def grade_tonnage(grades, tonnes, cutoff):
    above = grades >= cutoff
    t = jnp.sum(jnp.where(above, tonnes, 0.0))
    g = jnp.sum(jnp.where(above, grades * tonnes, 0.0)) / jnp.maximum(t, 1.0)
    return t, g


def main():
    cfg = json.loads((Path(__file__).parent / "pits.json").read_text())
    rng = np.random.default_rng(1)
    grades = rng.lognormal(-0.3, 0.9, size=5000).astype(np.float32)
    tonnes = rng.uniform(2000, 3000, size=5000).astype(np.float32)
    for pit in cfg["pits"]:
        t, g = grade_tonnage(grades, tonnes, pit["cutoff_gpt"])
        oz = float(t) * float(g) / 31.1035
        print(f"{pit['name']}: {float(t) / 1e6:.2f} Mt @ {float(g):.2f} g/t = {oz / 1e3:.0f} koz")


if __name__ == "__main__":
    main()
