import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DispatchPolicy, anneal

N_FEAT, N_SHOVELS = 7, 4


@eqx.filter_jit
def policy_step(policy, opt_state, feats, queue_wait):
    def loss_fn(p):
        logp = p(feats)
        probs = jnp.exp(logp)
        return jnp.mean(jnp.sum(probs * queue_wait, axis=-1))
    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


optim = optax.adam(3e-3)


def main():
    rng = np.random.default_rng(4)
    policy = DispatchPolicy(N_FEAT, N_SHOVELS, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for shift in range(5):
        for _ in range(10):
            feats = rng.normal(size=(64, N_FEAT)).astype(np.float32)
            wait = np.abs(rng.normal(3.0, 1.5, size=(64, N_SHOVELS))).astype(np.float32)
            policy, opt_state, loss = policy_step(policy, opt_state, feats, wait)
        policy = anneal(policy, 0.8)
        print(f"shift {shift} expected queue wait {float(loss):.3f} min")


if __name__ == "__main__":
    main()
