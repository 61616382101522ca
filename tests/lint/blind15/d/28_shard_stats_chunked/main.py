import jax
import jax.numpy as jnp

from shards import iter_chunks, make_shards


@jax.jit
def chunk_moments(x, mask):
    z = jnp.log1p(x) * mask[:, None]
    return mask.sum(), z.sum(0), (z ** 2).sum(0)


def fit_standardizer(shards):
    n, s, ss = 0.0, 0.0, 0.0
    for chunk, mask in iter_chunks(shards):
        cnt, s1, s2 = chunk_moments(chunk, mask)
        n, s, ss = n + cnt, s + s1, ss + s2
    mean = s / n
    return mean, jnp.sqrt(ss / n - mean ** 2)


def main():
    mean, std = fit_standardizer(make_shards())
    print(mean, std)


if __name__ == "__main__":
    main()
