import jax.numpy as jnp
import numpy as np

from engine import next_rates
from rules import rules_for

SETTINGS = {
    "standard": {"floor": 79.0, "ceiling": 219.0, "max_step": 15.0},
    "suite": {"floor": 189.0, "ceiling": 549.0, "max_step": 40.0},
}


def main():
    rng = np.random.default_rng(0)
    rates = {"standard": jnp.full(30, 129.0), "suite": jnp.full(30, 299.0)}
    for night in range(10):
        for segment in ("standard", "suite"):
            occ = jnp.asarray(rng.uniform(0.4, 1.0, 30), jnp.float32)
            pace = jnp.asarray(rng.uniform(0.7, 1.3, 30), jnp.float32)
            rates[segment] = next_rates(rates[segment], occ, pace, rules=rules_for(segment, SETTINGS))
        print(night, float(rates["standard"].mean()), float(rates["suite"].mean()))


if __name__ == "__main__":
    main()
