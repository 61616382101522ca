import jax
import jax.numpy as jnp
import numpy as np

from buffer import EpisodeBuffer

GAMMA = 0.97
LR = 0.05
MAX_STEPS = 40


class Corridor:
    """Agent walks left/right on [-5, 5]; episode ends at either wall or the step limit."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos, self.t = 0, 0
        return self._obs()

    def _obs(self):
        return np.array([self.pos / 5.0, self.t / MAX_STEPS], np.float32)

    def step(self, a):
        slip = self.rng.random() < 0.2
        self.pos += (1 if a == 1 else -1) * (-1 if slip else 1)
        self.t += 1
        done = abs(self.pos) >= 5 or self.t >= MAX_STEPS
        reward = 1.0 if self.pos >= 5 else (-1.0 if self.pos <= -5 else -0.01)
        return self._obs(), reward, done


def masked_returns(rewards, mask, gamma):
    def back(carry, rm):
        r, m = rm
        g = (r + gamma * carry) * m
        return g, g

    _, out = jax.lax.scan(back, 0.0, (rewards, mask), reverse=True)
    return out


def pg_loss(params, obs, actions, rewards, mask):
    logp = jax.nn.log_softmax(obs @ params["w"] + params["b"])
    chosen = jnp.take_along_axis(logp, actions[:, None], axis=1)[:, 0]
    returns = masked_returns(rewards, mask, GAMMA)
    return -jnp.sum(chosen * returns * mask) / mask.sum()


@jax.jit
def episode_update(params, obs, actions, rewards, mask):
    grads = jax.grad(pg_loss)(params, obs, actions, rewards, mask)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads)


def main():
    env = Corridor(seed=2)
    rng = np.random.default_rng(0)
    buf = EpisodeBuffer(MAX_STEPS, obs_dim=2)
    params = {"w": jnp.zeros((2, 2)), "b": jnp.zeros((2,))}
    for ep in range(6):
        buf.clear()
        o, done = env.reset(), False
        w, b = np.asarray(params["w"]), np.asarray(params["b"])
        while not done:
            logits = o @ w + b
            p = np.exp(logits - logits.max())
            a = int(rng.choice(2, p=p / p.sum()))
            o2, r, done = env.step(a)
            buf.add(o, a, r)
            o = o2
        params = episode_update(params, *buf.padded())
        print(f"episode {ep}: length {len(buf)}")


if __name__ == "__main__":
    main()
