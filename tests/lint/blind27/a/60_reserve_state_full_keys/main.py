import numpy as np
import jax
import jax.numpy as jnp

from accum import init_stats


@jax.jit
def odp_bootstrap_round(stats, key, fitted, phi):
    pseudo = phi * jax.random.poisson(key, fitted / phi).astype(jnp.float32)
    reserve = jnp.sum(pseudo) * 0.4
    return {
        "n": stats["n"] + 1,
        "sum": stats["sum"] + reserve,
        "sumsq": stats["sumsq"] + reserve ** 2,
        "max": jnp.maximum(stats["max"], reserve),
    }


def main():
    rng = np.random.default_rng(142)
    fitted = jnp.asarray(rng.gamma(3.0, 500.0, (8, 8)), jnp.float32)
    phi = jnp.float32(120.0)
    stats = init_stats()
    for key in jax.random.split(jax.random.PRNGKey(6), 150):
        stats = odp_bootstrap_round(stats, key, fitted, phi)
    print({k: round(float(v), 1) for k, v in stats.items()})


if __name__ == "__main__":
    main()
