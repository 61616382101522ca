import jax
import jax.numpy as jnp
import numpy as np

from detections import detect


@jax.jit
def lesion_counts(maps):
    counts = {k: (v > 0.5).sum() for k, v in maps.items()}
    counts["total"] = sum(counts.values())
    return counts


def main():
    rng = np.random.default_rng(3)
    for img in range(6):
        counts = lesion_counts(detect(rng))
        print(img, {k: int(v) for k, v in counts.items()})


if __name__ == "__main__":
    main()
