import jax.numpy as jnp
import numpy as np

from ensemble import member_key, perturb_forcing

RUNS = [
    {"basin": "Ouse", "seed": 11, "legacy_rng": True},
    {"basin": "Wharfe", "seed": 12, "legacy_rng": False},
    {"basin": "Aire", "seed": 13, "legacy_rng": True},
    {"basin": "Calder", "seed": 14, "legacy_rng": False},
]


def main():
    rng = np.random.default_rng(0)
    for run in RUNS:
        rain = jnp.asarray(rng.gamma(0.6, 5.0, 72).astype(np.float32))
        ens = perturb_forcing(member_key(run["seed"], run["legacy_rng"]), rain, 0.3)
        print(f"{run['basin']:>7}: ensemble spread of totals {float(ens.sum(axis=1).std()):.2f} mm")


if __name__ == "__main__":
    main()
