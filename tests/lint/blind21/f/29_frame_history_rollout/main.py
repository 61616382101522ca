import equinox as eqx
import jax
import jax.numpy as jnp

from env import PushEnv

HISTORY = 4


class HistoryPolicy(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, obs_dim, act_dim, key):
        self.mlp = eqx.nn.MLP(obs_dim * 2, act_dim, 64, 2, key=key)

    def __call__(self, frames):
        stacked = jnp.stack(frames)
        feat = jnp.concatenate([stacked.mean(0), stacked[-1]])
        return jnp.tanh(self.mlp(feat))


@eqx.filter_jit
def act(policy, frames):
    return policy(frames)


def evaluate(policy, seed, steps=12):
    env = PushEnv(seed)
    history = [jnp.asarray(env.reset())]
    total = 0.0
    for _ in range(steps):
        action = act(policy, history)
        obs, reward = env.step(action)
        history = (history + [jnp.asarray(obs)])[-HISTORY:]
        total += reward
    return total


if __name__ == "__main__":
    policy = HistoryPolicy(PushEnv.obs_dim, PushEnv.act_dim, jax.random.PRNGKey(0))
    for seed in range(3):
        print(seed, evaluate(policy, seed))
