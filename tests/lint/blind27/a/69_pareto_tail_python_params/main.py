import numpy as np
import jax.numpy as jnp

from tail import gpd_step, initial_params, opt


def main():
    rng = np.random.default_rng(191)
    large_claims = (rng.pareto(2.5, 4000) + 1) * 50_000.0
    threshold = float(np.quantile(large_claims, 0.9))
    excess = jnp.asarray(large_claims[large_claims > threshold] - threshold, jnp.float32)
    params = initial_params(threshold)
    opt_state = opt.init(params)
    for it in range(50):
        params, opt_state, loss = gpd_step(params, opt_state, excess)
    print("xi", round(float(params["shape"]), 3), "beta", round(float(jnp.exp(params["log_scale"])), 0))


if __name__ == "__main__":
    main()
