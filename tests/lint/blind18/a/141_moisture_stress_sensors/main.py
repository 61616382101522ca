import functools

import jax
import jax.numpy as jnp
import numpy as np

from sensors import band_names, load_landsat, load_sentinel2


@functools.partial(jax.jit, static_argnums=(1,))
def moisture_stress(stack, names):
    b = {n: stack[i] for i, n in enumerate(names)}
    ndvi = (b["nir"] - b["red"]) / (b["nir"] + b["red"] + 1e-6)
    ndmi = (b["nir"] - b["swir1"]) / (b["nir"] + b["swir1"] + 1e-6)
    return jnp.mean((ndvi > 0.3) & (ndmi < 0.0))


def main():
    for i in range(4):
        bands = load_landsat(i) if i % 2 == 0 else load_sentinel2(i)
        names = band_names(bands)
        stack = jnp.asarray(np.stack([bands[n] for n in names]).astype(np.float32))
        print(f"scene {i}: stressed fraction {float(moisture_stress(stack, names)):.3f}")


if __name__ == "__main__":
    main()
