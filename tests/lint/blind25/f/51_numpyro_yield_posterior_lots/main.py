import jax
import numpy as np
from numpyro.infer import MCMC, NUTS

from model import die_yield_model
from predict import lot_yield_forecast

N_DIE = 400


def history(n=60, seed=0):
    rng = np.random.default_rng(seed)
    d = rng.gamma(2.0, 0.5, n).astype(np.float32)
    p = 1 / (1 + np.exp(-(2.2 - 0.9 * d)))
    return d, rng.binomial(N_DIE, p).astype(np.int32)


def main():
    d, good = history()
    mcmc = MCMC(NUTS(die_yield_model), num_warmup=100, num_samples=100, progress_bar=False)
    mcmc.run(jax.random.PRNGKey(0), d, N_DIE, good)
    samples = {k: v for k, v in mcmc.get_samples().items() if k in ("a", "b")}
    rng = np.random.default_rng(1)
    for lot in range(5):
        proxy = rng.gamma(2.0, 0.5, 25).astype(np.float32)  # inline particle adders per wafer
        mean, lo, hi = lot_yield_forecast(samples, proxy)
        print(f"lot {lot}: forecast yield {float(mean.mean()):.3f} [{float(lo.mean()):.3f}, {float(hi.mean()):.3f}]")


if __name__ == "__main__":
    main()
