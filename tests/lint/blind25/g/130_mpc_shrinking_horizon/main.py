import jax.numpy as jnp

from mpc import plan_feed, predict_biomass

BATCH_END_STEPS = 8


def main():
    x, s = jnp.float32(1.0), jnp.float32(5.0)
    for k in range(BATCH_END_STEPS - 2):
        plan = plan_feed(x, s, horizon=BATCH_END_STEPS - k)
        feed = plan[:1]
        xs = predict_biomass(x, s, feed)
        x = xs[-1]
        s = jnp.maximum(s + 0.5 * (feed[0] * 5.0 - 0.3 * s / (0.5 + s) * x / 0.5), 0.0)
        print(f"step {k}: feed {float(feed[0]):.2f} L/h biomass {float(x):.2f} g/L")


if __name__ == "__main__":
    main()
