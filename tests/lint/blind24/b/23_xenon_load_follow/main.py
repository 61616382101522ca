import jax.numpy as jnp

from xenon import XenonTracker


def power_history():
    # load-follow: full power, step down to 50 %, back to full
    return [1.0] * 4 + [0.5] * 6 + [1.0] * 4


def main():
    tracker = XenonTracker(jnp.float32(3e13))
    for h, frac in enumerate(power_history()):
        xe = tracker.hour(jnp.float32(3e13 * frac))
        print(f"h{h:02d} power {frac:.0%} Xe {float(xe):.3e}")


if __name__ == "__main__":
    main()
