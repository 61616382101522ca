import jax
import jax.numpy as jnp
import numpy as np

from model import init_params, predict

N_MC = 6


def main():
    params = init_params(jax.random.PRNGKey(0))
    x = jnp.asarray(np.random.default_rng(0).uniform(-1, 1, (64, 2)), dtype=jnp.float32)
    key = jax.random.PRNGKey(1)
    results = {}
    for stochastic in (False, True):
        draws = []
        for _ in range(N_MC if stochastic else 1):
            key, sub = jax.random.split(key)
            draws.append(np.asarray(predict(params, x, sub, stochastic=stochastic)))
        draws = np.stack(draws)
        results[stochastic] = (draws.mean(0), draws.std(0))
    mean_det, _ = results[False]
    mean_mc, std_mc = results[True]
    print("mean |det - mc|:", float(np.abs(mean_det - mean_mc).mean()),
          "mean predictive std:", float(std_mc.mean()))


if __name__ == "__main__":
    main()
