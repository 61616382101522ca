import jax
import jax.numpy as jnp
import numpy as np

from sweep_config import RADAR_NOISE_SWEEP


@jax.jit
def fused_nll(pred, meas, noise_std):
    var = noise_std**2 + 0.1
    r = pred - meas
    return 0.5 * jnp.mean(jnp.sum(r**2, axis=-1) / var + 2 * jnp.log(var))


def main():
    rng = np.random.default_rng(8)
    pred = jnp.asarray(rng.normal(size=(128, 2)).astype(np.float32))
    meas = pred + jnp.asarray(rng.normal(scale=0.7, size=(128, 2)).astype(np.float32))
    results = {}
    for sigma in RADAR_NOISE_SWEEP:
        results[sigma] = float(fused_nll(pred, meas, sigma))
    best = min(results, key=results.get)
    print("nll per sigma", {k: round(v, 3) for k, v in results.items()}, "best", best)


if __name__ == "__main__":
    main()
