import jax
import jax.numpy as jnp

from simulate import simulate_arm_jit

ARMS = {"placebo": 0.0, "low": 2000.0, "mid": 6000.0, "high": 15000.0}


def power_for_arm(dose, n_trials=8, seed=0):
    key = jax.random.PRNGKey(seed)
    dose = jnp.float32(dose)
    rates = []
    for trial in range(n_trials):
        key, sub = jax.random.split(key)
        rates.append(float(simulate_arm_jit(sub, dose)))
    return sum(rates) / n_trials


def main():
    for name, dose in ARMS.items():
        print(f"{name:8s} responder rate {power_for_arm(dose):.3f}")


if __name__ == "__main__":
    main()
