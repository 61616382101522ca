"""Automatic entropy tuning (SAC-style) for a Gaussian policy whose entropy shrinks over time."""
import jax.numpy as jnp
import numpy as np

from temperature import init_log_alpha, update_temperature

ACTION_DIM = 2
TARGET_ENTROPY = -float(ACTION_DIM)
BATCH = 128


def policy_log_probs(rng, log_std):
    std = np.exp(log_std)
    eps = rng.normal(size=(BATCH, ACTION_DIM))
    actions = eps * std
    lp = -0.5 * (eps ** 2) - log_std - 0.5 * np.log(2 * np.pi)
    return actions, lp.sum(-1).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    log_alpha, opt_state = init_log_alpha(0.2)
    log_std = 0.5
    for it in range(6):
        _, log_probs = policy_log_probs(rng, log_std)
        log_alpha, opt_state, loss = update_temperature(log_alpha, opt_state,
                                                        jnp.asarray(log_probs), TARGET_ENTROPY)
        log_std -= 0.3          # stand-in for the actor becoming more deterministic
        print(f"iter {it}: alpha {float(jnp.exp(log_alpha)):.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
