import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def weighted_station_residual(residuals, quality):
    w = quality * 1.0
    return jnp.sum(w * residuals, axis=1) / jnp.maximum(jnp.sum(w, axis=1), 1.0)


def automatic_quality(snr):
    return jnp.asarray(snr > 3.0)


def reviewed_quality(rng, shape):
    return jnp.asarray(rng.uniform(0.3, 1.0, shape), jnp.float32)


def main():
    rng = np.random.default_rng(14)
    n_sta, n_ev = 20, 50
    for it in range(4):
        residuals = jnp.asarray(0.1 * rng.standard_normal((n_sta, n_ev)) + 0.05, jnp.float32)
        snr = rng.lognormal(1.2, 0.6, (n_sta, n_ev))
        q = automatic_quality(snr) if it < 2 else reviewed_quality(rng, (n_sta, n_ev))
        corr = weighted_station_residual(residuals, q)
        print(it, float(corr.mean()))


if __name__ == "__main__":
    main()
