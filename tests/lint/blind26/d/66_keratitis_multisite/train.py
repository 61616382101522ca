import jax
import jax.numpy as jnp
import optax

opt = optax.adam(1e-2)


@jax.jit
def site_step(w, opt_state, x, y, sample_weight=None):
    def loss(w):
        l = optax.sigmoid_binary_cross_entropy(x @ w, y)
        if sample_weight is not None:
            return (l * sample_weight).sum() / sample_weight.sum()
        return l.mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def train_site(w, opt_state, site):
    x, y = site["x"], site["y"]
    prevalence = float(y.mean())
    if prevalence < 0.2 or prevalence > 0.8:
        wt = jnp.where(y > 0, 0.5 / prevalence, 0.5 / (1 - prevalence))
        return site_step(w, opt_state, x, y, wt)
    return site_step(w, opt_state, x, y)
