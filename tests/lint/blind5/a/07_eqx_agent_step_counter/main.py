import numpy as np
import jax
import jax.numpy as jnp

from agent import ActorCritic, apply_update

OBS_DIM, N_ACTIONS, ROLLOUT = 4, 2, 8


class CartPoleLike:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.state = self.rng.uniform(-0.05, 0.05, OBS_DIM)
        return self.state.astype(np.float32)

    def step(self, action):
        self.state = self.state + 0.02 * (action * 2 - 1) + 0.01 * self.rng.standard_normal(OBS_DIM)
        done = bool(np.abs(self.state[2]) > 0.2)
        return self.state.astype(np.float32), 1.0, done, {}


def collect(env, model, key):
    obs_buf, act_buf, rew_buf = [], [], []
    obs = env.reset()
    for _ in range(ROLLOUT):
        logits, _ = model(jnp.asarray(obs))
        key, sub = jax.random.split(key)
        a = int(jax.random.categorical(sub, logits))
        nxt, r, done, _ = env.step(a)
        obs_buf.append(obs); act_buf.append(a); rew_buf.append(r)
        obs = env.reset() if done else nxt
    returns = np.cumsum(np.array(rew_buf)[::-1])[::-1] * 0.1
    return (jnp.asarray(np.stack(obs_buf)), jnp.asarray(act_buf, jnp.int32),
            jnp.asarray(returns, jnp.float32)), key


def main():
    key = jax.random.PRNGKey(7)
    model = ActorCritic(OBS_DIM, N_ACTIONS, key)
    env = CartPoleLike(7)
    for it in range(4):
        batch, key = collect(env, model, key)
        model, loss = apply_update(model, batch)
        print(f"update {model.updates} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
