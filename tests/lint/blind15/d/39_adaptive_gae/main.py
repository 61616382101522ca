import jax
import jax.numpy as jnp
import numpy as np

from utils import adapt_lambda

CONFIG = {"gamma": 0.99, "lam": 0.95, "horizon": 32, "n_envs": 4}


@jax.jit
def compute_gae(rewards, values, dones, gamma, lam):
    def body(adv, xs):
        r, v, v_next, d = xs
        delta = r + gamma * v_next * (1 - d) - v
        adv = delta + gamma * lam * (1 - d) * adv
        return adv, adv
    xs = (rewards, values[:-1], values[1:], dones)
    _, advs = jax.lax.scan(body, jnp.zeros(rewards.shape[1]), xs, reverse=True)
    return advs, advs + values[:-1]


def main():
    rng = np.random.default_rng(0)
    T, N = CONFIG["horizon"], CONFIG["n_envs"]
    lam = CONFIG["lam"]
    for it in range(5):
        rewards = rng.normal(size=(T, N)).astype(np.float32)
        values = rng.normal(size=(T + 1, N)).astype(np.float32)
        dones = (rng.random((T, N)) < 0.05).astype(np.float32)
        advs, rets = compute_gae(rewards, values, dones, CONFIG["gamma"], lam)
        value_error = float(jnp.mean((rets - values[:-1]) ** 2))
        lam = adapt_lambda(lam, value_error)
        print(it, round(float(lam), 3), value_error)


if __name__ == "__main__":
    main()
