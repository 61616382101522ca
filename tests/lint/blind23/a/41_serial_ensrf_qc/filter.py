import jax
import jax.numpy as jnp


@jax.jit
def serial_ensrf(ens, sites, y, r_var):
    def assimilate_one(ens, inputs):
        site, yo, r = inputs
        hx = ens[:, site]
        xm, hm = ens.mean(0), hx.mean()
        X, HX = ens - xm, hx - hm
        phph = jnp.var(HX, ddof=1)
        K = (X.T @ HX) / (ens.shape[0] - 1) / (phph + r)
        alpha = 1.0 / (1.0 + jnp.sqrt(r / (phph + r)))
        xm = xm + K * (yo - hm)
        X = X - alpha * jnp.outer(HX, K)
        return xm + X, None

    ens, _ = jax.lax.scan(assimilate_one, ens, (sites, y, r_var))
    return ens
