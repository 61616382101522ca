import numpy as np
import jax
import jax.numpy as jnp

from surveys import panstarrs_chunk, decals_chunk


@jax.jit
def stellar_locus_distance(mags):
    gr = mags["g"] - mags["r"]
    ri = mags["r"] - mags["i"]
    iz = mags["i"] - mags["z"]
    locus_ri = 0.1 + 0.45 * gr
    locus_iz = 0.05 + 0.25 * gr
    return jnp.sqrt((ri - locus_ri) ** 2 + (iz - locus_iz) ** 2)


def main():
    rng = np.random.default_rng(4)
    sources = [("PS1", panstarrs_chunk), ("DECaLS", decals_chunk)] * 3
    for name, reader in sources:
        d = stellar_locus_distance(reader(rng))
        print(f"{name}: {int((d > 0.3).sum())} locus outliers")


if __name__ == "__main__":
    main()
