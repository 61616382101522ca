import jax
import jax.numpy as jnp
import numpy as np

from inversion import LatentInverter

LATENT = 6


def init_generator(key, latent=LATENT, hidden=24, out=64):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (latent, hidden)) / np.sqrt(latent),
            "w2": jax.random.normal(k2, (hidden, out)) / np.sqrt(hidden)}


def generator(params, z):
    return jnp.tanh(jnp.tanh(z @ params["w1"]) @ params["w2"])


def main():
    params = init_generator(jax.random.PRNGKey(0))
    z_true = np.random.default_rng(1).normal(size=LATENT).astype(np.float32)
    target = generator(params, z_true)
    inv = LatentInverter(generator, params, target)
    best = None
    for restart in range(3):
        z0 = np.random.default_rng(10 + restart).normal(size=LATENT)
        res = inv.run(z0, max_iter=5)
        print(f"restart {restart}: loss={res.fun:.5f} calls so far={inv.n_calls}")
        if best is None or res.fun < best.fun:
            best = res
    print(f"best loss {best.fun:.5f}")


if __name__ == "__main__":
    main()
