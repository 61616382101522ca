import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from policy import AllocationPolicy, utility


@eqx.filter_jit
def train_step(policy, opt_state, feats, fwd_rets):
    loss, grads = eqx.filter_value_and_grad(utility)(policy, feats, fwd_rets)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


optim = optax.adam(1e-2)


def main():
    key = jax.random.PRNGKey(0)
    k1, k2, k3 = jax.random.split(key, 3)
    feats = jax.random.normal(k1, (64, 8))
    fwd = 0.01 * jax.random.normal(k2, (64, 4))
    policy = AllocationPolicy(8, 4, risk_aversion=1.0, key=k3)
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for epoch in range(5):
        ra = 1.0 + 0.5 * epoch
        policy = eqx.tree_at(lambda p: p.risk_aversion, policy, ra)
        for _ in range(3):
            policy, opt_state, loss = train_step(policy, opt_state, feats, fwd)
        print(epoch, ra, float(loss))


if __name__ == "__main__":
    main()
