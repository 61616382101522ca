import jax
import numpy as np
import optax

from critic import critic_value, fitted_value_step, init_critic

OBS_DIM = 3
SEEDS = [0, 1, 2, 3]
STEPS_PER_SEED = 3
OPTIMIZER = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(1e-2))


def transitions(rng, n=256):
    obs = rng.normal(size=(n, OBS_DIM)).astype(np.float32)
    next_obs = (obs * 0.9 + 0.1 * rng.normal(size=obs.shape)).astype(np.float32)
    rewards = -np.abs(obs[:, 0]).astype(np.float32)
    return obs, next_obs, rewards


def evaluate_seed(seed, optimizer=OPTIMIZER):
    rng = np.random.default_rng(seed)
    obs, next_obs, rewards = transitions(rng)
    params = init_critic(jax.random.PRNGKey(seed), OBS_DIM)
    opt_state = optimizer.init(params)
    for _ in range(STEPS_PER_SEED):
        targets = rewards + 0.95 * np.asarray(critic_value(params, next_obs))
        params, opt_state, loss = fitted_value_step(params, opt_state, obs, targets,
                                                    optimizer=optimizer)
    return float(loss)


def main():
    losses = [evaluate_seed(s) for s in SEEDS]
    for s, l in zip(SEEDS, losses):
        print(f"seed {s}: final TD loss {l:.4f}")
    print(f"mean over seeds: {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
