import jax.numpy as jnp
import numpy as np

from optics import abbe_image
from metrics import image_contrast, nils_proxy

SWEEP = {"na": 0.93, "sigma": [0.3, 0.45, 0.6, 0.75, 0.9]}


def contact_mask(n=48, size=6):
    m = np.zeros((n, n), np.float32)
    c = n // 2
    m[c - size:c + size, c - size:c + size] = 1.0
    return jnp.asarray(m)


def main():
    mask = contact_mask()
    na = jnp.float32(SWEEP["na"])
    for sigma in SWEEP["sigma"]:
        img = abbe_image(mask, na, sigma)
        print(f"sigma={sigma:.2f} contrast={float(image_contrast(img)):.3f} nils~{float(nils_proxy(img)):.3f}")


if __name__ == "__main__":
    main()
