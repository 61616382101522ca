import numpy as np
import jax.numpy as jnp

from reinsurance import layer_losses


def simulate_year(rng, n_events=400):
    return jnp.asarray(rng.pareto(2.2, n_events) * 1e5, jnp.float32)


def main():
    rng = np.random.default_rng(21)
    retention, limit = jnp.float32(2e5), jnp.float32(8e5)
    gross_tot, net_tot = [], []
    for year in range(12):
        losses = simulate_year(rng)
        for basis in ("gross", "net"):
            agg = float(layer_losses(losses, retention, limit, basis).sum())
            (gross_tot if basis == "gross" else net_tot).append(agg)
    print("mean gross", np.mean(gross_tot), "mean net", np.mean(net_tot))


if __name__ == "__main__":
    main()
