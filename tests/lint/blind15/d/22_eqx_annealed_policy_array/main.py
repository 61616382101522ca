import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from policy import SoftmaxPolicy, anneal

OBS_DIM, N_ACT, BATCH = 4, 3, 16
optim = optax.adam(3e-3)


@eqx.filter_jit
def pg_step(policy, opt_state, obs, actions, advantages):
    def loss_fn(p):
        logp = jax.vmap(p)(obs)
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -jnp.mean(chosen * advantages)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


def main():
    key = jax.random.PRNGKey(0)
    key, pk = jax.random.split(key)
    policy = SoftmaxPolicy(OBS_DIM, N_ACT, pk)
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for it in range(6):
        key, k1, k2, k3 = jax.random.split(key, 4)
        obs = jax.random.normal(k1, (BATCH, OBS_DIM))
        actions = jax.random.randint(k2, (BATCH,), 0, N_ACT)
        adv = jax.random.normal(k3, (BATCH,))
        policy, opt_state, loss = pg_step(policy, opt_state, obs, actions, adv)
        policy = anneal(policy)
        print(it, float(loss), float(policy.temperature))


if __name__ == "__main__":
    main()
