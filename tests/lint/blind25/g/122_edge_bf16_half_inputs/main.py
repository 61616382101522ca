import numpy as np
import jax.numpy as jnp

from device import HyperspectralCamera
from sorter import aflatoxin_reject


def main():
    cam = HyperspectralCamera()
    w = jnp.linspace(-0.2, 0.4, 24)
    thr = jnp.float32(1.6)
    rejected = 0
    for _ in range(8):
        rejected += int(aflatoxin_reject(cam.next_line(), w, thr).sum())
    print("air-jet rejections:", rejected)


if __name__ == "__main__":
    main()
