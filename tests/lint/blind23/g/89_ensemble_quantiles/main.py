from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from config import SETTINGS


@partial(jax.jit, static_argnums=(1,))
def forecast_quantiles(ensemble, quantiles):
    return jnp.stack([jnp.quantile(ensemble, q, axis=0) for q in quantiles])


def issue(ensemble):
    return forecast_quantiles(ensemble, tuple(SETTINGS["quantiles"]))


def main():
    rng = np.random.default_rng(4)
    for day in range(5):
        ens = jnp.asarray(rng.lognormal(3.0, 0.3, size=(SETTINGS["members"], 10)).astype(np.float32))
        qs = issue(ens)
        print(f"day {day}: median day-10 flow {float(qs[2, -1]):.1f}, 90% band {float(qs[0, -1]):.1f}-{float(qs[-1, -1]):.1f}")


if __name__ == "__main__":
    main()
