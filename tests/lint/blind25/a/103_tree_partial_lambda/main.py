import jax.numpy as jnp
import numpy as np
from jax.tree_util import Partial

from sim import season_drainage

COVER_CROPS = {"rye": 0.9, "clover": 0.75, "radish": 0.8, "fallow": 0.35}


def main():
    rng = np.random.default_rng(4)
    et0 = jnp.asarray(rng.uniform(1, 3, 120), jnp.float32)
    rain = jnp.asarray((rng.uniform(size=120) < 0.35) * rng.gamma(1.5, 9.0, 120), jnp.float32)
    for cover, kc in COVER_CROPS.items():
        et_model = Partial(lambda k, e: k * e, jnp.float32(kc))
        d = season_drainage(et_model, et0, rain, jnp.float32(120.0))
        print(f"{cover:7s}: winter drainage {float(d):.0f} mm")


if __name__ == "__main__":
    main()
