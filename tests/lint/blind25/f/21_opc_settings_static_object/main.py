import jax.numpy as jnp
import numpy as np

from opc import correct_mask
from settings import settings_for_layer

LAYERS = ["M1", "V1", "M2", "V2", "M3"]


def layout_clip(layer, n=40):
    rng = np.random.default_rng(sum(map(ord, layer)))
    t = np.zeros((n, n), np.float32)
    for _ in range(4):
        y, x = rng.integers(4, n - 10, 2)
        h, w = rng.integers(3, 8, 2)
        t[y:y + h, x:x + w] = 1.0
    return jnp.asarray(t)


def main():
    for layer in LAYERS:
        cfg = settings_for_layer(layer)
        mask, err = correct_mask(layout_clip(layer), cfg)
        print(f"{layer}: residual EPE proxy {float(err):.4f}, mask area {float(mask.sum()):.1f}")


if __name__ == "__main__":
    main()
