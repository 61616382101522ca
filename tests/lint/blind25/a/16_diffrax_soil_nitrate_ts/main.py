import jax.numpy as jnp

from model import simulate_nitrogen

SAMPLING_PLANS = {
    "spring_survey": 14,
    "weekly": 9,
    "fortnightly": 5,
}


def main():
    y0 = jnp.array([20.0, 60.0])
    args = (jnp.float32(0.08), jnp.float32(0.02), jnp.float32(1.2))
    for plan, n_samples in SAMPLING_PLANS.items():
        ts = jnp.linspace(0.0, 63.0, n_samples)
        ys = simulate_nitrogen(y0, args, ts)
        print(f"{plan:14s}: NO3 at last sample {float(ys[-1, 0]):.2f} kg/ha, samples={n_samples}")


if __name__ == "__main__":
    main()
