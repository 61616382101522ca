import jax
import jax.numpy as jnp

from masks import load_granule

NIR, SWIR2 = 1, 2


@jax.jit
def burned_area(pre, post, invalid):
    nbr_pre = (pre[NIR] - pre[SWIR2]) / (pre[NIR] + pre[SWIR2] + 1e-6)
    nbr_post = (post[NIR] - post[SWIR2]) / (post[NIR] + post[SWIR2] + 1e-6)
    dnbr = nbr_pre - nbr_post
    burned = (dnbr > 0.27) & (invalid == 0)
    return burned.sum()


def main():
    for i in range(4):
        pre, _ = load_granule(100 + i)
        post, invalid = load_granule(i)
        n = burned_area(jnp.asarray(pre), jnp.asarray(post), jnp.asarray(invalid))
        print(f"granule {i}: {int(n)} burned pixels")


if __name__ == "__main__":
    main()
