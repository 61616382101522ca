import numpy as np
import jax.numpy as jnp

from settings import load_settings
from check import out_of_spec

# per-style overrides stored as JSON in the winery database
STYLE_OVERRIDES = {"white": None, "red": '{"ph_bounds": [3.4, 3.8]}', "rose": None,
                   "sparkling base": '{"ph_bounds": [3.0, 3.3], "so2_bounds": [15.0, 30.0]}'}


def main():
    rng = np.random.default_rng(0)
    for style, override in STYLE_OVERRIDES.items():
        s = load_settings(override)
        ph = jnp.asarray(rng.uniform(3.0, 3.9, 20), jnp.float32)
        so2 = jnp.asarray(rng.uniform(10, 50, 20), jnp.float32)
        bad = out_of_spec(ph, so2, s["ph_bounds"], s["so2_bounds"])
        print(f"{style:15s}: {int(bad.sum())}/20 tanks out of spec")


if __name__ == "__main__":
    main()
