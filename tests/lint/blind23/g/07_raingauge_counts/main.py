import jax
import jax.numpy as jnp
import numpy as np

from gauges import STATIONS, read_station


@jax.jit
def intensity_stats(series):
    x = series.astype(jnp.float32)
    rolling3 = jnp.convolve(x, jnp.ones(3), mode="valid")
    return jnp.stack([x.sum(), x.max(), rolling3.max(), (x > 0).mean()])


def main():
    rng = np.random.default_rng(5)
    for sid, kind in STATIONS:
        series = read_station(kind, 96, rng)
        stats = intensity_stats(series)
        print(sid, kind, np.round(np.asarray(stats), 2))


if __name__ == "__main__":
    main()
