from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class HailRunConfig:
    n_years: int = 5000
    max_events: int = 10


@partial(jax.jit, static_argnames=("cfg",))
def hail_aal(key, rate, mu, sigma, cfg):
    k1, k2 = jax.random.split(key)
    n = jax.random.poisson(k1, rate, (cfg.n_years,))
    sev = jnp.exp(mu + sigma * jax.random.normal(k2, (cfg.n_years, cfg.max_events)))
    annual = jnp.sum(jnp.where(jnp.arange(cfg.max_events)[None, :] < n[:, None], sev, 0.0), axis=1)
    return annual.mean()


def main():
    cfg = HailRunConfig()
    aals = []
    for seed in range(5):
        aal = hail_aal(jax.random.PRNGKey(seed), 2.2, 12.5, 1.0, cfg)
        aals.append(float(aal))
        print(seed, f"{float(aal):,.0f}")
    print("spread", f"{max(aals) - min(aals):,.0f}")


if __name__ == "__main__":
    main()
