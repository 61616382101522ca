import jax
import jax.numpy as jnp


def make_arm_simulator(dose, n_subjects):
    def simulate_arm(key):
        k1, k2 = jax.random.split(key)
        cl = 5.0 * jnp.exp(0.3 * jax.random.normal(k1, (n_subjects,)))
        ec50 = 12.0 * jnp.exp(0.4 * jax.random.normal(k2, (n_subjects,)))
        css = dose / (cl * 24.0)
        effect = 80.0 * css / (ec50 + css)
        return (effect > 30.0).mean()
    return jax.jit(simulate_arm)


ARMS = {"placebo": 0.0, "low": 2000.0, "mid": 6000.0, "high": 15000.0}


def power_for_arm(dose, n_trials=8, n_subjects=40, seed=0):
    key = jax.random.PRNGKey(seed)
    rates = []
    for trial in range(n_trials):
        key, sub = jax.random.split(key)
        sim = make_arm_simulator(dose, n_subjects)
        rates.append(float(sim(sub)))
    return sum(rates) / n_trials


def main():
    for name, dose in ARMS.items():
        print(f"{name:8s} responder rate {power_for_arm(dose):.3f}")


if __name__ == "__main__":
    main()
