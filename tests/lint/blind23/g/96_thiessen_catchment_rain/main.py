import jax
import jax.numpy as jnp
import numpy as np

from weights import CONFIG_WEIGHTS, catchment_weights


@jax.jit
def weighted_catchment_rain(gauge_rain, weights):
    return (gauge_rain * weights[:, None]).sum(axis=0)


def main():
    rng = np.random.default_rng(0)
    for name in CONFIG_WEIGHTS:
        rain = jnp.asarray(rng.gamma(0.6, 5.0, size=(3, 31)).astype(np.float32))
        p = weighted_catchment_rain(rain, catchment_weights(name))
        print(f"{name:>7}: monthly areal rainfall {float(p.sum()):.1f} mm")


if __name__ == "__main__":
    main()
