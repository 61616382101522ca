import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import StellarSED, gaussian_prior


@eqx.filter_jit
def map_fit(model, mags, errs, log_prior, n_steps=50, lr=1e-3):
    def objective(m):
        return 0.5 * jnp.sum(((m() - mags) / errs) ** 2) + log_prior(m)

    for _ in range(n_steps):
        grads = eqx.filter_grad(objective)(model)
        model = jax.tree_util.tree_map(lambda p, g: p - lr * g, model, grads)
    return model


def catalogue(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        teff_spec = rng.uniform(3.6, 3.9)
        mags = StellarSED(jnp.float32(teff_spec + 0.02), jnp.float32(10.0))()
        yield float(teff_spec), mags + 0.02 * jnp.asarray(rng.normal(size=8), jnp.float32)


if __name__ == "__main__":
    errs = jnp.full(8, 0.02)
    for teff_spec, mags in catalogue(4):
        init = StellarSED(jnp.float32(3.75), jnp.float32(10.0))
        fit = map_fit(init, mags, errs, lambda m: gaussian_prior(m, teff_spec))
        print(f"Teff spec {10 ** teff_spec:.0f} K -> fit {10 ** float(fit.log_teff):.0f} K")
