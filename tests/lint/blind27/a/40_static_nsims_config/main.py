import jax
import jax.numpy as jnp

from config import CFG
from engine import simulate_aggregate


def scr(key, segment):
    agg = simulate_aggregate(key, segment["lam"], segment["mu"], segment["sigma"],
                             n_sims=CFG.n_sims, max_claims=CFG.max_claims)
    return float(jnp.quantile(agg, CFG.confidence) - agg.mean())


def main():
    segments = [
        {"name": "property", "lam": 3.2, "mu": 9.1, "sigma": 1.3},
        {"name": "liability", "lam": 1.1, "mu": 10.2, "sigma": 1.8},
        {"name": "motor", "lam": 7.5, "mu": 8.0, "sigma": 0.9},
        {"name": "marine", "lam": 0.6, "mu": 11.0, "sigma": 1.5},
    ]
    key = jax.random.PRNGKey(9)
    for seg in segments:
        key, sub = jax.random.split(key)
        print(seg["name"], round(scr(sub, seg), 0))


if __name__ == "__main__":
    main()
