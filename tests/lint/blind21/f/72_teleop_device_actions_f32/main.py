import jax
import jax.numpy as jnp
import optax
from flax import linen as nn

from episodes import load_sessions, to_arrays


class Policy(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.tanh(nn.Dense(3)(nn.relu(nn.Dense(64)(x))))


policy = Policy()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, obs, actions):
    def loss_fn(p):
        return jnp.mean((policy.apply(p, obs) - actions) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = policy.init(jax.random.PRNGKey(0), jnp.zeros((1, 6)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for i, episode in enumerate(load_sessions()):
            obs, actions = to_arrays(episode)
            params, opt_state, loss = train_step(params, opt_state, obs, actions)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
