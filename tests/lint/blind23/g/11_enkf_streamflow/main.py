import jax
import jax.numpy as jnp
import numpy as np

from filter import analysis, forecast


def main():
    rng = np.random.default_rng(9)
    rain = rng.gamma(0.8, 5.0, 40).astype(np.float32)
    truth_q = 0.15 * np.cumsum(rain) * 0.3
    key = jax.random.PRNGKey(0)
    ens = jnp.stack([jnp.full(32, 20.0), jnp.full(32, 3.0)], axis=1)
    ens = ens + jax.random.normal(key, ens.shape)
    infl = None
    for t in range(40):
        ens = forecast(ens, rain[t])
        key, sub = jax.random.split(key)
        ens = analysis(ens, truth_q[t] if t % 5 else truth_q[t] + 1.0, 0.5, sub, inflation=infl)
        spread = ens.std(axis=0)
        infl = jnp.full(32, 1.0 + 0.05 * float(spread[1] < 0.3))
    print("final mean state", np.asarray(ens.mean(axis=0)).round(3))


if __name__ == "__main__":
    main()
