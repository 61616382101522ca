import jax
import jax.numpy as jnp
import numpy as np

from reference import RollingReference


@jax.jit
def drift_score(expected, live, cuts):
    n = cuts.shape[0] + 1
    e = jnp.bincount(jnp.searchsorted(cuts, expected), length=n) / expected.shape[0]
    a = jnp.bincount(jnp.searchsorted(cuts, live), length=n) / live.shape[0]
    e, a = e + 1e-4, a + 1e-4
    return jnp.sum((a - e) * jnp.log(a / e))


def main():
    rng = np.random.default_rng(0)
    ref = RollingReference()
    ref.push(rng.normal(size=200))
    for day in range(5):
        live = rng.normal(loc=0.1 * day, size=200).astype(np.float32)
        expected = np.concatenate(ref.windows)[-200:]
        print(day, round(float(drift_score(expected, live, ref.bin_edges())), 4))
        ref.push(live)


if __name__ == "__main__":
    main()
