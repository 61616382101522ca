import equinox as eqx
import jax
import optax

from env import rollout_cost

optimizer = optax.adam(3e-3)


@eqx.filter_jit
def update(policy, opt_state, starts, base_key, step):
    key = jax.random.fold_in(base_key, step)
    keys = jax.random.split(key, starts.shape[0])

    def loss_fn(p):
        return jax.vmap(lambda s, k: rollout_cost(p, s, k))(starts, keys).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optimizer.update(grads, opt_state)
    return eqx.apply_updates(policy, updates), opt_state, loss
