import jax
import jax.numpy as jnp
import numpy as np

from chambers import auto_chamber, manual_chamber


@jax.jit
def co2_slope(times, conc):
    t = jnp.asarray(times)
    tc = t - t.mean()
    return (tc * (conc - conc.mean())).sum() / (tc**2).sum()


def main():
    rng = np.random.default_rng(0)
    for i in range(3):
        for name, reader in [("manual", manual_chamber), ("auto", auto_chamber)]:
            t, c = reader(rng)
            print(i, name, round(float(co2_slope(t, c)), 3), "ppm/min")


if __name__ == "__main__":
    main()
