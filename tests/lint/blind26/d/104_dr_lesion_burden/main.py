import jax
import jax.numpy as jnp
import numpy as np

from detections import detect


@jax.jit
def lesion_burden(maps):
    return {k: (v > 0.5).sum() for k, v in maps.items()}


def main():
    rng = np.random.default_rng(3)
    for img in range(6):
        maps = detect(rng)
        burden = lesion_burden(maps)
        print(img, {k: int(v) for k, v in burden.items()})


if __name__ == "__main__":
    main()
