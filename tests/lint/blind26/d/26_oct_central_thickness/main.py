import jax
import jax.numpy as jnp
import numpy as np

from meta import axial_spacing


@jax.jit
def central_thickness(ilm_row, rpe_row, spacing_um):
    c = ilm_row.shape[0] // 2
    window = slice(c - 3, c + 4)
    return ((rpe_row[window] - ilm_row[window]) * spacing_um).mean()


def main():
    rng = np.random.default_rng(5)
    headers = [{"PixelSpacing": [0.00387, 0.0117]}, {}, {"PixelSpacing": [0.0039, 0.0117]}, {}]
    for i, hdr in enumerate(headers):
        ilm = rng.integers(20, 30, size=64).astype(np.float32)
        rpe = ilm + rng.integers(60, 80, size=64).astype(np.float32)
        cst = central_thickness(ilm, rpe, axial_spacing(hdr))
        print(i, round(float(cst), 1))


if __name__ == "__main__":
    main()
