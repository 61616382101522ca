import jax
import jax.numpy as jnp
import numpy as np

from policy import eliminate

TRUE_RATES = np.array([0.05, 0.06, 0.09, 0.065, 0.04, 0.055], np.float32)
PER_ROUND = 400


@jax.jit
def posterior_summary(successes, trials):
    a = 1.0 + successes
    b = 1.0 + trials - successes
    mean = a / (a + b)
    sd = jnp.sqrt(a * b / ((a + b) ** 2 * (a + b + 1)))
    return mean, sd


def main():
    rng = np.random.default_rng(81)
    k = len(TRUE_RATES)
    successes = np.zeros(k, np.float32)
    trials = np.zeros(k, np.float32)
    active = list(range(k))
    for rnd in range(6):
        for a in active:
            successes[a] += rng.binomial(PER_ROUND, TRUE_RATES[a])
            trials[a] += PER_ROUND
        mean, sd = posterior_summary(successes, trials)
        print(f"round {rnd}: arms {active} posterior means {np.round(np.asarray(mean)[active], 4)}")
        active = eliminate(active, successes, trials)


if __name__ == "__main__":
    main()
