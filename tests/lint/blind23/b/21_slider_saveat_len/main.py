import jax.numpy as jnp

from friction import simulate_slider

SAMPLE_RATE = 2.0


def run_case(duration, b):
    params = jnp.array([0.010, b, 0.01, 1.0, 1.0, 1.0])
    y0 = jnp.array([jnp.log(1.2), 0.01])
    ts = jnp.linspace(0.0, duration, int(duration * SAMPLE_RATE) + 1)
    ys = simulate_slider(y0, params, ts)
    return float(jnp.max(ys[:, 0]))


def main():
    for duration, b in [(20.0, 0.012), (30.0, 0.014), (40.0, 0.015), (30.0, 0.016)]:
        print(duration, b, run_case(duration, b))


if __name__ == "__main__":
    main()
