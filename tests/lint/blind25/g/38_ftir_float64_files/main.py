import jax
import jax.numpy as jnp

from io_utils import load_batch


@jax.jit
def snv_fat_index(spectra):
    mu = spectra.mean(axis=1, keepdims=True)
    sd = spectra.std(axis=1, keepdims=True)
    snv = (spectra - mu) / sd
    # carbonyl ester band over amide I band
    return snv[:, 60:66].mean(1) - snv[:, 40:46].mean(1)


def main():
    for seed in range(6):
        x = load_batch(seed)
        idx = snv_fat_index(x)
        print(seed, x.dtype, round(float(idx.mean()), 4))


if __name__ == "__main__":
    main()
