import jax.numpy as jnp
import numpy as np

from fit import fit_station


def load_station_history(seed=0):
    rng = np.random.default_rng(seed)
    history = {}
    for sid, opened_days_ago in [("S01", 60), ("S02", 45), ("S03", 60), ("S04", 21)]:
        history[sid] = rng.negative_binomial(5, 5 / (5 + 80), opened_days_ago)
    return history


def main():
    for sid, counts in load_station_history().items():
        params, loss = fit_station(jnp.asarray(counts, jnp.float32))
        print(sid, len(counts), round(float(params["log_rate_auto_loc"]), 3), round(loss, 1))


if __name__ == "__main__":
    main()
