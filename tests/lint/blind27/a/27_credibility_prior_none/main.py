import numpy as np
import jax.numpy as jnp

from credibility import buhlmann_update, credibility_premium


def main():
    rng = np.random.default_rng(50)
    n_risks = 40
    risk_level = rng.gamma(4.0, 250.0, n_risks)
    stats = None
    for year in range(2019, 2025):
        exposure = rng.uniform(5, 50, n_risks).astype(np.float32)
        claims = rng.poisson(risk_level * exposure / 1000.0).astype(np.float32) * 1000.0
        stats = buhlmann_update(jnp.asarray(claims), jnp.asarray(exposure), stats)
        prem = credibility_premium(stats, k=25.0)
        print(year, round(float(prem.mean()), 2))


if __name__ == "__main__":
    main()
