import jax.numpy as jnp
import numpy as np

from fit import Bazin, fit_bazin


def ztf_alerts(n, seed=0):
    rng = np.random.default_rng(seed)
    t = jnp.linspace(-20, 60, 40)
    for i in range(n):
        a, t0 = rng.uniform(50, 200), rng.uniform(-5, 5)
        true = a * np.exp(-(t - t0) / 30) / (1 + np.exp(-(t - t0) / 3))
        err = jnp.full(40, 5.0)
        yield f"ZTF24aa{i:04d}", t, jnp.asarray(true + 5 * rng.normal(size=40), jnp.float32), err


if __name__ == "__main__":
    for oid, t, flux, err in ztf_alerts(4):
        init = Bazin(jnp.log(jnp.float32(100.0)), jnp.float32(0.0), jnp.log(jnp.float32(3.0)), jnp.log(jnp.float32(30.0)))
        model, chi2 = fit_bazin(init, t, flux, err)
        print(f"{oid}: chi2 = {float(chi2):.1f}")
        print(oid, "peak flux", float(jnp.max(model(t))))
