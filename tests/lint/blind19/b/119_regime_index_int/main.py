import jax
import jax.numpy as jnp
import numpy as np

from regimes import classify

LEVERAGE = jnp.asarray([1.5, 1.0, 0.4], dtype=jnp.float32)


@jax.jit
def target_exposure(base_weights, regime):
    return base_weights * LEVERAGE[regime]


def main():
    rng = np.random.default_rng(130)
    base = jnp.asarray(rng.dirichlet(np.ones(5)).astype(np.float32))
    for day in range(8):
        rv = float(rng.uniform(0.05, 0.5))
        post = jnp.asarray(rng.dirichlet(np.ones(3)).astype(np.float32)) if day >= 4 else None
        regime = classify(rv, post)
        w = target_exposure(base, regime)
        print(day, int(regime), round(float(w.sum()), 3))


if __name__ == "__main__":
    main()
