import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from filtering import keep_successful, rollout_batch


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(64)(x)))


policy = Policy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, obs, act):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((policy.apply(p, obs) - act) ** 2))(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 8)))
    opt_state = tx.init(params)
    for it in range(6):
        obs, act, returns = rollout_batch(rng, n=64)
        obs, act = keep_successful(obs, act, returns)
        params, opt_state, loss = train_step(params, opt_state, obs, act)
        print(it, obs.shape[0], float(loss))


if __name__ == "__main__":
    main()
