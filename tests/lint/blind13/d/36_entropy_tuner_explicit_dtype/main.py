"""Entropy-temperature tuning for a multi-agent team sharing one temperature."""
import jax.numpy as jnp
import numpy as np

from tuner import EntropyTuner

N_AGENTS, ACTION_DIM, BATCH = 4, 2, 64


def team_log_probs(rng, log_std):
    eps = rng.normal(size=(N_AGENTS * BATCH, ACTION_DIM))
    lp = -0.5 * eps ** 2 - log_std - 0.5 * np.log(2 * np.pi)
    return jnp.asarray(lp.sum(-1), dtype=jnp.float32)


def main():
    rng = np.random.default_rng(0)
    tuner = EntropyTuner(ACTION_DIM, initial_alpha=0.2)
    log_std = 0.5
    for it in range(6):
        loss = tuner.update(team_log_probs(rng, log_std))
        log_std -= 0.3
        print(f"iter {it}: alpha {tuner.alpha:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
