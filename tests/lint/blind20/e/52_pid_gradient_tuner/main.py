import jax.numpy as jnp

from tuning import optimizer, tune_step

INITIAL_GAINS = {"kp": 2.0, "ki": 0.5, "kd": 0.1}


def main():
    gains = {k: jnp.asarray(v, dtype=jnp.float32) for k, v in INITIAL_GAINS.items()}
    opt_state = optimizer.init(gains)
    for it in range(10):
        gains, opt_state, cost = tune_step(gains, opt_state)
    print({k: round(float(v), 3) for k, v in gains.items()}, float(cost))


if __name__ == "__main__":
    main()
