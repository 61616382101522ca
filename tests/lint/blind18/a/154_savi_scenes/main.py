import jax
import jax.numpy as jnp

from bands import from_archive, from_stream

L = 0.5


@jax.jit
def savi(pair):
    red, nir = pair
    return (1 + L) * (nir - red) / (nir + red + L)


def main():
    for i in range(4):
        pair = from_archive(i) if i < 2 else from_stream(i)
        pair = jax.tree_util.tree_map(jnp.asarray, pair)
        print(f"scene {i}: mean SAVI {float(savi(pair).mean()):.3f}")


if __name__ == "__main__":
    main()
