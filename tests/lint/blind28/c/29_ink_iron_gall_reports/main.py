import jax.numpy as jnp
import numpy as np

from ageing import simulate_ink

# survey dates (years since writing) at which condition reports exist for each charter
CONDITION_REPORTS = {
    "charter_112": [50.0, 120.0, 300.0],
    "charter_207": [80.0, 200.0, 350.0, 420.0],
    "charter_315": [30.0, 90.0],
    "charter_402": [60.0, 150.0, 260.0, 380.0, 500.0],
}


def main():
    rates = (jnp.array(0.01), jnp.array(0.004))
    for charter, years in CONDITION_REPORTS.items():
        ys = simulate_ink(rates, jnp.array(years))
        print(charter, np.round(np.asarray(ys[:, 2]), 3).tolist())


if __name__ == "__main__":
    main()
