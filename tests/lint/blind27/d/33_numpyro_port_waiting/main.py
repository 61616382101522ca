import jax
import numpy as np

from fit import fit_port

PORT_CALLS = {"Antwerp": 40, "Le Havre": 25, "Bremerhaven": 32, "Felixstowe": 25, "Algeciras": 18}


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    for port, n in PORT_CALLS.items():
        wait = rng.gamma(2.5, 4.0, n).astype(np.float32)
        key, sub = jax.random.split(key)
        params, loss = fit_port(sub, wait)
        print(port, n, round(loss, 2), round(float(np.exp(params["shape_loc"])), 2))


if __name__ == "__main__":
    main()
