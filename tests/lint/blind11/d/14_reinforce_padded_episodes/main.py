import numpy as np
import jax
import jax.numpy as jnp

from env import CorridorEnv

GAMMA, LR = 0.95, 0.1


def run_episode(env, params, rng):
    obs, done = env.reset(), False
    observations, actions, rewards = [], [], []
    while not done:
        logits = obs @ np.asarray(params)
        p = np.exp(logits - logits.max())
        a = int(rng.choice(2, p=p / p.sum()))
        next_obs, r, done = env.step(a)
        observations.append(obs)
        actions.append(a)
        rewards.append(r)
        obs = next_obs
    return pad_episode(np.stack(observations), np.array(actions, np.int32),
                       np.array(rewards, np.float32), env.max_steps)


def pad_episode(obs, actions, rewards, horizon):
    n = len(rewards)
    pad = horizon - n
    mask = np.concatenate([np.ones(n, np.float32), np.zeros(pad, np.float32)])
    return (np.pad(obs, ((0, pad), (0, 0))), np.pad(actions, (0, pad)),
            np.pad(rewards, (0, pad)), mask)


@jax.jit
def reinforce_step(params, observations, actions, rewards, mask):
    def discounted(carry, x):
        r, m = x
        carry = m * (r + GAMMA * carry)
        return carry, carry
    _, returns = jax.lax.scan(discounted, 0.0, (rewards[::-1], mask[::-1]))
    returns = returns[::-1]
    n = mask.sum()
    mean = (returns * mask).sum() / n
    std = jnp.sqrt((((returns - mean) * mask) ** 2).sum() / n)
    returns = (returns - mean) / (std + 1e-6) * mask

    def loss_fn(p):
        logp = jax.nn.log_softmax(observations @ p)
        chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
        return -jnp.sum(chosen * returns)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return params - LR * grads, loss


def main():
    env = CorridorEnv()
    rng = np.random.default_rng(0)
    params = jnp.zeros((env.length, 2))
    for episode in range(7):
        obs, acts, rews, mask = run_episode(env, params, rng)
        params, loss = reinforce_step(params, obs, acts, rews, mask)
        print(f"episode {episode} length {int(mask.sum())} return {rews.sum():.2f}")


if __name__ == "__main__":
    main()
