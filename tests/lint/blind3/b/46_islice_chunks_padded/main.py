import jax
import jax.numpy as jnp
import numpy as np

from readers import padded_chunks, read_records

CHUNK = 128
LOG_FILES = {"station_a.log": 300, "station_b.log": 470, "station_c.log": 222}


@jax.jit
def chunk_summary(block, mask):
    t, x = block[:, 0], block[:, 1]
    n = mask.sum()
    mean = jnp.sum(jnp.where(mask, x, 0.0)) / n
    std = jnp.sqrt(jnp.sum(jnp.where(mask, (x - mean) ** 2, 0.0)) / n)
    pair_ok = mask[1:] & mask[:-1]
    rate = jnp.where(pair_ok, jnp.diff(x) / jnp.maximum(jnp.diff(t), 1e-3), 0.0)
    last = t[jnp.maximum(n - 1, 0)]
    return jnp.array([mean, std, jnp.abs(rate).max(), last - t[0]])


def main():
    rng = np.random.default_rng(9)
    for name, n in LOG_FILES.items():
        summaries = [np.asarray(chunk_summary(b, m)) for b, m in padded_chunks(read_records(rng, n), CHUNK)]
        s = np.stack(summaries)
        print(f"{name}: {len(s)} chunks, mean={s[:, 0].mean():.2f}, max |dx/dt|={s[:, 2].max():.2f}")


if __name__ == "__main__":
    main()
