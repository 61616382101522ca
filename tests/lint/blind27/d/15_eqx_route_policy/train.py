import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(1e-2)


@eqx.filter_jit
def choose_and_update(policy, opt_state, feats, costs):
    def loss_fn(p):
        logp = jax.vmap(p)(feats)
        return jnp.mean(jnp.sum(jnp.exp(logp) * costs, -1))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


def anneal(policy, factor):
    return eqx.tree_at(lambda p: p.temperature, policy, policy.temperature * factor)
