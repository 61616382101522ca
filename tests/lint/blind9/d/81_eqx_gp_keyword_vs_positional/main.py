import jax
import numpy as np

from gp import SpectralMixtureGP, predict
from report import holdout_rmse


def sunspot_like(rng, n=80):
    t = np.arange(n, dtype=np.float32)
    y = np.sin(2 * np.pi * t / 11) + 0.5 * np.sin(2 * np.pi * t / 4.3) + 0.2 * rng.standard_normal(n)
    return t, y.astype(np.float32)


def main():
    t, y = sunspot_like(np.random.default_rng(0))
    t_tr, y_tr, t_ho, y_ho = t[:60], y[:60], t[60:], y[60:]
    for seed in range(3):
        gp = SpectralMixtureGP(n_components=3, key=jax.random.PRNGKey(seed))
        in_sample = np.asarray(predict(gp, t_tr, y_tr, t_ho))
        print(f"init {seed}: forecast mean {in_sample.mean():+.3f}, holdout rmse {holdout_rmse(gp, t_tr, y_tr, t_ho, y_ho):.3f}")


if __name__ == "__main__":
    main()
