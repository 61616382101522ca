import jax
import jax.numpy as jnp
import numpy as np

from config import DEFAULT_BLEND, STRATEGIES


@jax.jit
def blended_stats(blend, strat_rets):
    w = jnp.asarray(blend)
    port = strat_rets @ w
    return port.mean() * 252, port.std() * jnp.sqrt(252.0)


def optimise_blend(strat_rets):
    inv = 1.0 / strat_rets.std(0)
    return jnp.asarray(inv / inv.sum())


def main():
    rng = np.random.default_rng(111)
    blend = jnp.asarray(DEFAULT_BLEND, dtype=jnp.float32)
    for year in range(4):
        rets = jnp.asarray((rng.standard_normal((252, len(STRATEGIES))) * [0.01, 0.006, 0.008]).astype(np.float32))
        mu, vol = blended_stats(blend, rets)
        print(year, round(float(mu), 4), round(float(vol), 4))
        blend = optimise_blend(rets)


if __name__ == "__main__":
    main()
