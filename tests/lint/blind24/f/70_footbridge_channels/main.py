import numpy as np
import jax
import jax.numpy as jnp

from acquisition import block

COMFORT_LIMIT = 0.7   # m/s2 vertical, comfort class 2


@jax.jit
def serviceability(channels):
    def one(x):
        x = x - x.mean()
        # 1 s running RMS, peak of it
        kernel = jnp.ones(50) / 50
        run_rms = jnp.sqrt(jnp.convolve(x ** 2, kernel, mode="valid"))
        return jnp.max(run_rms), jnp.max(jnp.abs(x))

    return jax.tree_util.tree_map(one, channels)


def main():
    rng = np.random.default_rng(0)
    for k in range(6):
        res = serviceability(block(k, rng))
        peak_rms, peak = res["deck-mid-z"]
        print(f"block {k}: deck mid running-RMS {float(peak_rms):.3f} m/s2, peak {float(peak):.3f}"
              f"{'  (exceeds comfort limit)' if float(peak) > COMFORT_LIMIT else ''}")


if __name__ == "__main__":
    main()
