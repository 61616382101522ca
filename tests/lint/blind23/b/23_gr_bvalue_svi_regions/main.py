import jax
import jax.numpy as jnp
import optax
from numpyro.infer import SVI, Trace_ELBO

from catalogs import regional_catalogs
from model import gutenberg_richter, guide

MC = 2.0
svi = SVI(gutenberg_richter, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, mags):
    return svi.update(state, mags, MC)


def fit_region(mags, n_steps=150):
    state = svi.init(jax.random.PRNGKey(0), mags, MC)
    for _ in range(n_steps):
        state, loss = svi_step(state, mags)
    params = svi.get_params(state)
    return float(jnp.exp(params["b_loc"])), float(loss)


def main():
    for name, mags in regional_catalogs(MC):
        b, loss = fit_region(jnp.asarray(mags))
        print(f"{name:12s} b={b:.2f} elbo_loss={loss:.1f}")


if __name__ == "__main__":
    main()
