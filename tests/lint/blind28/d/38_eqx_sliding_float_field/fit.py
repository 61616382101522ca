import equinox as eqx
import jax.numpy as jnp
import optax

opt = optax.adam(1e-2)


@eqx.filter_jit
def sliding_step(law, opt_state, tau_b, n_eff, u_obs):
    def loss(l):
        return jnp.mean((jnp.log1p(l(tau_b, n_eff)) - jnp.log1p(u_obs)) ** 2)
    val, grads = eqx.filter_value_and_grad(loss)(law)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(law, eqx.is_array))
    return eqx.apply_updates(law, updates), opt_state, val
