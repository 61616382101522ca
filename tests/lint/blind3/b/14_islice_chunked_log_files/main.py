import jax
import jax.numpy as jnp
import numpy as np

from readers import chunks, read_records

CHUNK = 128
LOG_FILES = {"station_a.log": 300, "station_b.log": 470, "station_c.log": 222}


@jax.jit
def chunk_summary(block):
    t, x = block[:, 0], block[:, 1]
    dt = jnp.diff(t)
    rate = jnp.diff(x) / jnp.maximum(dt, 1e-3)
    return jnp.array([x.mean(), x.std(), jnp.abs(rate).max(), t[-1] - t[0]])


def main():
    rng = np.random.default_rng(9)
    for name, n in LOG_FILES.items():
        summaries = [np.asarray(chunk_summary(block)) for block in chunks(read_records(rng, n), CHUNK)]
        s = np.stack(summaries)
        print(f"{name}: {len(s)} chunks, mean={s[:, 0].mean():.2f}, max |dx/dt|={s[:, 2].max():.2f}")


if __name__ == "__main__":
    main()
