import jax
import jax.numpy as jnp
import numpy as np

from cartpole import CartPole

GAMMA = 0.99
LR = 0.01


def discounted_returns(rewards, gamma):
    def back(carry, r):
        g = r + gamma * carry
        return g, g

    _, out = jax.lax.scan(back, 0.0, rewards, reverse=True)
    return out


def pg_loss(params, obs, actions, rewards):
    logits = obs @ params["w"] + params["b"]
    logp = jax.nn.log_softmax(logits)
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    returns = discounted_returns(rewards, GAMMA)
    adv = (returns - returns.mean()) / (returns.std() + 1e-6)
    return -jnp.sum(chosen * adv)


@jax.jit
def episode_update(params, obs, actions, rewards):
    grads = jax.grad(pg_loss)(params, obs, actions, rewards)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)


def run_episode(env, params, rng):
    obs, actions, rewards = [], [], []
    o, done = env.reset(), False
    w, b = np.asarray(params["w"]), np.asarray(params["b"])
    while not done:
        logits = o @ w + b
        p = np.exp(logits - logits.max())
        a = int(rng.choice(2, p=p / p.sum()))
        obs.append(o)
        actions.append(a)
        o, r, done = env.step(a)
        rewards.append(r)
    return np.stack(obs), np.asarray(actions, np.int32), np.asarray(rewards, np.float32)


def main():
    env = CartPole(seed=1)
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((4, 2)), "b": jnp.zeros((2,))}
    for ep in range(6):
        obs, actions, rewards = run_episode(env, params, rng)
        params = episode_update(params, obs, actions, rewards)
        print(f"episode {ep}: length {len(rewards)}")


if __name__ == "__main__":
    main()
