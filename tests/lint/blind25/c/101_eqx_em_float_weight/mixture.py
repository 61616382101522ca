import equinox as eqx
import jax
import jax.numpy as jnp


class ClusterFieldMixture(eqx.Module):
    """Proper-motion mixture: a compact cluster Gaussian on top of a broad field Gaussian."""
    mu_cl: jax.Array
    sig_cl: jax.Array
    mu_f: jax.Array
    sig_f: jax.Array
    frac_cl: float

    def responsibilities(self, pm):
        def logn(mu, sig):
            return -0.5 * jnp.sum(((pm - mu) / sig) ** 2, 1) - 2 * jnp.log(sig)
        a = jnp.log(self.frac_cl) + logn(self.mu_cl, self.sig_cl)
        b = jnp.log(1 - self.frac_cl) + logn(self.mu_f, self.sig_f)
        return jax.nn.sigmoid(a - b)


@eqx.filter_jit
def em_step(model, pm):
    r = model.responsibilities(pm)
    w_cl, w_f = r[:, None], (1 - r)[:, None]
    mu_cl = (w_cl * pm).sum(0) / w_cl.sum()
    mu_f = (w_f * pm).sum(0) / w_f.sum()
    sig_cl = jnp.sqrt((w_cl * (pm - mu_cl) ** 2).sum() / (2 * w_cl.sum()))
    sig_f = jnp.sqrt((w_f * (pm - mu_f) ** 2).sum() / (2 * w_f.sum()))
    return mu_cl, sig_cl, mu_f, sig_f, r.mean()
