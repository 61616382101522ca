import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import BCPolicy, refit_normalizer

OBS, ACT = 12, 4
optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(policy, opt_state, obs, act):
    def loss_fn(p):
        return jnp.mean((p(obs) - act) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(policy)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(policy, eqx.is_array))
    return eqx.apply_updates(policy, updates), opt_state, loss


def load_demo_shard(rng, n):
    obs = (rng.normal(size=(n, OBS)) * 3.0 + 1.0).astype(np.float32)
    act = np.tanh(obs[:, :ACT]).astype(np.float32)
    return obs, act


def main():
    rng = np.random.default_rng(0)
    policy = BCPolicy(OBS, ACT, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(policy, eqx.is_array))
    for shard in range(3):
        obs, act = load_demo_shard(rng, 64)
        policy = refit_normalizer(policy, obs)
        for i in range(0, 64, 16):
            policy, opt_state, loss = train_step(policy, opt_state, obs[i:i + 16], act[i:i + 16])
        print(shard, float(loss))


if __name__ == "__main__":
    main()
