import jax
import jax.numpy as jnp

from data import pad_arm, simulate_arms


@jax.jit
def arm_stats(y, mask):
    n = jnp.sum(mask)
    mean = jnp.sum(y * mask) / n
    var = jnp.sum(mask * (y - mean) ** 2) / (n - 1.0)
    return mean, var / n


def main():
    arms = simulate_arms()
    ctrl_mean, ctrl_se2 = arm_stats(*pad_arm(arms["control"]))
    for name, y in arms.items():
        if name == "control":
            continue
        mean, se2 = arm_stats(*pad_arm(y))
        z = (mean - ctrl_mean) / jnp.sqrt(se2 + ctrl_se2)
        print(f"{name}: lift={float(mean - ctrl_mean):+.4f} z={float(z):.2f}")


if __name__ == "__main__":
    main()
