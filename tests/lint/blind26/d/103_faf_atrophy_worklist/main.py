from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from modality import DEFAULT_MODALITY, Modality


@partial(jax.jit, static_argnums=(1,))
def atrophy_area_fraction(img, modality):
    if modality is Modality.FAF:
        gray = img[..., 0]
        return (gray < 0.15).mean()
    gray = img[..., 1] if modality is Modality.RED_FREE else img.mean(-1)
    return (gray > 0.85).mean()


class GAWorklist:
    def __init__(self, modality=DEFAULT_MODALITY):
        self.modality = modality

    def run(self, images):
        return [float(atrophy_area_fraction(img, self.modality)) for img in images]


def main():
    rng = np.random.default_rng(0)
    images = [rng.uniform(size=(40, 40, 3)).astype(np.float32) for _ in range(6)]
    print([round(v, 4) for v in GAWorklist().run(images)])


if __name__ == "__main__":
    main()
