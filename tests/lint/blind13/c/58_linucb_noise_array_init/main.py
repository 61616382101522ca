import jax
import numpy as np

from bandit import BayesLinearBandit

DIM, N_ARMS = 5, 3


def main():
    rng = np.random.default_rng(1)
    theta = rng.normal(size=(N_ARMS, DIM))
    agent = BayesLinearBandit(DIM, N_ARMS)
    total = 0.0
    for t in range(8):
        x = rng.normal(size=DIM).astype(np.float32)
        samples = []
        for arm in range(N_ARMS):
            mean, cov = agent.arm_posterior(arm)
            samples.append(rng.multivariate_normal(np.asarray(mean), np.asarray(cov) + 1e-6 * np.eye(DIM)) @ x)
        arm = int(np.argmax(samples))
        r = float(theta[arm] @ x + rng.normal(scale=0.3))
        agent.observe(arm, x, r, float(samples[arm]))
        total += r
    print(f"total reward {total:.3f} noise var {float(agent.noise_var):.3f}")


if __name__ == "__main__":
    main()
