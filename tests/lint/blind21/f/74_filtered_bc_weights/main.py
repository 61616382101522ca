import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn

from filtering import rollout_batch, success_weights

ROLLOUTS_PER_ITER = 64


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(64)(x)))


policy = Policy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, obs, act, weights):
    def loss_fn(p):
        err = jnp.mean((policy.apply(p, obs) - act) ** 2, axis=-1)
        return jnp.sum(weights * err) / jnp.maximum(jnp.sum(weights), 1.0)

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 8)))
    opt_state = tx.init(params)
    for it in range(6):
        obs, act, returns = rollout_batch(rng, n=ROLLOUTS_PER_ITER)
        weights = success_weights(returns)
        params, opt_state, loss = train_step(params, opt_state, obs, act, weights)
        print(it, int(weights.sum()), float(loss))


if __name__ == "__main__":
    main()
