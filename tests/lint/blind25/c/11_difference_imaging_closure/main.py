import numpy as np
import jax.numpy as jnp

from kernels import gaussian_kernel, matching_sigma
from subtract import make_subtractor


def sky_field(rng, n_src=25, size=64):
    img = np.zeros((size, size), np.float32)
    xs, ys = rng.integers(5, size - 5, (2, n_src))
    img[ys, xs] = rng.uniform(100, 1000, n_src)
    return img, (xs, ys)


def main():
    rng = np.random.default_rng(13)
    truth, _ = sky_field(rng)
    from jax.scipy.signal import convolve2d
    seeing_ref = 0.8
    reference = convolve2d(truth, gaussian_kernel(seeing_ref / 2.3548 / 0.4), mode="same")
    for epoch, seeing in enumerate([1.1, 1.4, 0.95, 1.2, 1.6]):
        sci = np.asarray(convolve2d(truth, gaussian_kernel(seeing / 2.3548 / 0.4), mode="same"))
        sci = sci + rng.normal(0, 1.0, sci.shape).astype(np.float32)
        subtract = make_subtractor(reference, seeing, seeing_ref)
        diff = subtract(jnp.asarray(sci))
        print(f"epoch {epoch}: seeing={seeing}\" diff rms={float(jnp.std(diff)):.3f}")


if __name__ == "__main__":
    main()
