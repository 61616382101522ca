import numpy as np
import jax.numpy as jnp

from severity import fit


def main():
    rng = np.random.default_rng(4)
    claims = rng.lognormal(8.2, 1.3, size=2000).astype(np.float32)
    log_claims = jnp.log(jnp.asarray(claims))
    for l2 in [0.0, 1e-3, 1e-2, 1e-1]:
        mu, log_sigma = fit(log_claims, l2)
        print(f"l2={l2:g} mu={float(mu):.3f} sigma={float(jnp.exp(log_sigma)):.3f}")


if __name__ == "__main__":
    main()
