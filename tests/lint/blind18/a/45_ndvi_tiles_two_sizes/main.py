import jax
import jax.numpy as jnp

from data import iter_chips


@jax.jit
def normalized_difference(pair):
    a, b = pair[0], pair[1]
    nd = (b - a) / (b + a + 1e-6)
    return jnp.mean(nd), jnp.std(nd)


def main():
    for i, bands_10m, bands_20m in iter_chips():
        ndvi_mean, _ = normalized_difference(jnp.asarray(bands_10m))
        ndre_mean, _ = normalized_difference(jnp.asarray(bands_20m))
        print(f"chip {i}: ndvi {float(ndvi_mean):.3f} ndre-like {float(ndre_mean):.3f}")


if __name__ == "__main__":
    main()
