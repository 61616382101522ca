import numpy as np
import jax
import jax.numpy as jnp


class BanditEnv:
    """Contextual bandit with a gym-like step API."""

    def __init__(self, n_arms=4, dim=3, seed=0):
        self.rng = np.random.default_rng(seed)
        self.theta = self.rng.standard_normal((n_arms, dim)).astype(np.float32)
        self.dim = dim
        self.n_arms = n_arms

    def reset(self):
        self.ctx = self.rng.standard_normal(self.dim).astype(np.float32)
        return self.ctx

    def step(self, arm):
        reward = float(self.theta[arm] @ self.ctx + 0.1 * self.rng.standard_normal())
        return self.reset(), reward, False, {}


@jax.jit
def update_stats(cum_reward, reward, a_mat, b_vec, ctx):
    a_mat = a_mat + jnp.outer(ctx, ctx)
    b_vec = b_vec + reward * ctx
    return cum_reward + reward, a_mat, b_vec


def choose_arm(a_mats, b_vecs, ctx, alpha=1.0):
    ucb = []
    for a_mat, b_vec in zip(a_mats, b_vecs):
        a_inv = np.linalg.inv(np.asarray(a_mat))
        theta = a_inv @ np.asarray(b_vec)
        ucb.append(theta @ ctx + alpha * np.sqrt(ctx @ a_inv @ ctx))
    return int(np.argmax(ucb))


def main():
    env = BanditEnv(seed=15)
    a_mats = [jnp.eye(env.dim) for _ in range(env.n_arms)]
    b_vecs = [jnp.zeros(env.dim) for _ in range(env.n_arms)]
    cum_reward = 0
    ctx = env.reset()
    for t in range(6):
        arm = choose_arm(a_mats, b_vecs, ctx)
        next_ctx, reward, _, _ = env.step(arm)
        cum_reward, a_mats[arm], b_vecs[arm] = update_stats(
            cum_reward, reward, a_mats[arm], b_vecs[arm], jnp.asarray(ctx))
        cum_reward = float(cum_reward)
        ctx = next_ctx
        print(f"t={t} arm={arm} reward={reward:.3f} cumulative={cum_reward:.3f}")


if __name__ == "__main__":
    main()
