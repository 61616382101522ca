import numpy as np
import jax.numpy as jnp

from profile import SersicProfile
from fit import fit_profile


def observed_profile(seed=0):
    rng = np.random.default_rng(seed)
    r = np.linspace(0.5, 20.0, 60).astype(np.float32)
    true = SersicProfile(jnp.log(50.0), jnp.log(5.0), 2.5)
    i = np.asarray(true(r))
    sigma = 0.05 * i + 0.1
    return r, (i + rng.normal(0, sigma)).astype(np.float32), sigma.astype(np.float32)


def main():
    r, intensity, sigma = observed_profile()
    results = {}
    for n in [1.0, 1.5, 2.0, 2.5, 3.0, 4.0]:
        init = SersicProfile(jnp.log(jnp.float32(30.0)), jnp.log(jnp.float32(3.0)), n)
        model, loss = fit_profile(init, r, intensity, sigma)
        results[n] = loss
        print(f"n={n}: chi2/pt={loss:.3f} re={float(jnp.exp(model.log_re)):.2f}")
    print("best n:", min(results, key=results.get))


if __name__ == "__main__":
    main()
