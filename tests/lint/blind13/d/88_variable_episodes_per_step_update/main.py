"""Online TD(0) critic for cart-pole: episodes vary in length, updates happen per transition."""
import jax
import jax.numpy as jnp
import numpy as np

from cartpole import CartPole

GAMMA, LR = 0.99, 0.01


@jax.jit
def td_step(w, obs, reward, next_obs, done):
    def value(o):
        return jnp.tanh(o @ w["h"]) @ w["v"]

    target = reward + GAMMA * (1.0 - done) * jax.lax.stop_gradient(value(next_obs))
    delta, grads = jax.value_and_grad(lambda p: 0.5 * (value(obs) - target) ** 2)(w)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, w, grads), delta


def main():
    env = CartPole(seed=1)
    rng = np.random.default_rng(0)
    w = {"h": jax.random.normal(jax.random.PRNGKey(0), (4, 16)) * 0.3, "v": jnp.zeros(16)}
    for ep in range(5):
        obs, done, steps = env.reset(), False, 0
        while not done:
            next_obs, reward, done = env.step(int(rng.integers(2)))
            w, loss = td_step(w, obs, np.float32(reward), next_obs, np.float32(done))
            obs, steps = next_obs, steps + 1
        print(f"episode {ep}: length {steps}, last td loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
