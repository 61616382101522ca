import jax.numpy as jnp

from mpc import plan_feed_masked, rollout, HORIZON


def main():
    x, s = jnp.float32(1.0), jnp.float32(4.0)
    for k in range(HORIZON - 2):
        plan = plan_feed_masked(x, s, jnp.int32(HORIZON - k))
        feed = plan[:1]
        x = rollout(x, s, feed)[-1]
        s = jnp.maximum(s + 0.5 * (feed[0] * 4.0 - 0.25 * s / (0.4 + s) * x / 0.45), 0.0)
        print(f"step {k}: feed {float(feed[0]):.2f} L/h biomass {float(x):.2f} g/L")


if __name__ == "__main__":
    main()
