import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import QNetwork

GAMMA, LR = 0.99, 1e-3


@eqx.filter_jit
def td_update(qnet, target, batch):
    obs, act, rew, next_obs, done = batch

    def loss_fn(net):
        q = jax.vmap(net)(obs)[jnp.arange(obs.shape[0]), act]
        q_next = jnp.max(jax.vmap(target)(next_obs), axis=-1)
        y = rew + GAMMA * (1.0 - done) * q_next
        return jnp.mean((q - jax.lax.stop_gradient(y)) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(qnet)
    updates = jax.tree_util.tree_map(lambda g: -LR * g, grads)
    qnet = eqx.apply_updates(qnet, updates)
    return qnet, loss


def sample_batch(rng, n=16, obs_dim=4):
    return (
        jnp.asarray(rng.normal(size=(n, obs_dim)), dtype=jnp.float32),
        jnp.asarray(rng.integers(0, 2, size=n)),
        jnp.asarray(rng.normal(size=n), dtype=jnp.float32),
        jnp.asarray(rng.normal(size=(n, obs_dim)), dtype=jnp.float32),
        jnp.zeros(n, dtype=jnp.float32),
    )


def main():
    rng = np.random.default_rng(0)
    qnet = QNetwork(jax.random.PRNGKey(0), 4, 2)
    target = qnet
    for it in range(6):
        qnet, loss = td_update(qnet, target, sample_batch(rng))
        qnet = eqx.tree_at(lambda m: m.updates_seen, qnet, qnet.updates_seen + 1)
        if int(qnet.updates_seen) % 4 == 0:
            target = qnet
        print(f"iter {it} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
