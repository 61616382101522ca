import equinox as eqx
import jax
import jax.numpy as jnp


class ParisEstimator(eqx.Module):
    log_C: jax.Array
    m: jax.Array
    n_updates: int = 0

    def predict_rate(self, dK):
        return jnp.exp(self.log_C) * dK ** self.m


@eqx.filter_jit
def robbins_monro_update(est, dK, dadN):
    def loss(p):
        return jnp.mean((jnp.log(p.predict_rate(dK)) - jnp.log(dadN)) ** 2)

    g = eqx.filter_grad(loss)(est)
    gain = 0.04 / (1.0 + est.n_updates) ** 0.6
    return eqx.tree_at(lambda e: (e.log_C, e.m, e.n_updates), est,
                       (est.log_C - gain * g.log_C, est.m - gain * g.m, est.n_updates + 1))
