import jax.numpy as jnp
import numpy as np

from gmpe import ln_pga


def scenario_map(mag, sites):
    return ln_pga(mag, sites["rjb"], sites["vs30"])


def main():
    rng = np.random.default_rng(7)
    sites = {"rjb": jnp.asarray(rng.uniform(1, 200, 50), jnp.float32),
             "vs30": jnp.asarray(rng.uniform(200, 900, 50), jnp.float32)}
    catalog = jnp.asarray([5.1, 6.3, 7.0, 5.8], jnp.float32)
    scenario = scenario_map(jnp.float32(6.5), sites)
    print("scenario M6.5", float(jnp.exp(scenario).max()))
    for i in range(catalog.shape[0]):
        pga = scenario_map(catalog[i:i + 1], sites)
        print("catalog", float(catalog[i]), float(jnp.exp(pga).max()))


if __name__ == "__main__":
    main()
