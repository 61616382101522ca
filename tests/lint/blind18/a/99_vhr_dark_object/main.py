import jax.numpy as jnp
import numpy as np

from pipeline import correct_scene

SCENES = [
    {"id": "pleiades_a", "gains": None},
    {"id": "pleiades_b", "gains": [1.02, 0.98, 1.01, 0.97]},
    {"id": "pleiades_c", "gains": None},
]


def main():
    rng = np.random.default_rng(0)
    for scene in SCENES:
        bands = [jnp.asarray(rng.uniform(0.02, 0.5, (48, 48)).astype(np.float32)) for _ in range(4)]
        out = correct_scene(bands, scene["gains"])
        print(scene["id"], out.shape, round(float(out.mean()), 4))


if __name__ == "__main__":
    main()
