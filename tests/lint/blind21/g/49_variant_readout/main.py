import jax
import jax.numpy as jnp

from data import simulate_arms


@jax.jit
def arm_stats(y):
    n = y.shape[0]
    mean = jnp.mean(y)
    var = jnp.var(y, ddof=1)
    return mean, var / n


def main():
    arms = simulate_arms()
    ctrl_mean, ctrl_se2 = arm_stats(jnp.asarray(arms["control"]))
    for name, y in arms.items():
        if name == "control":
            continue
        mean, se2 = arm_stats(jnp.asarray(y))
        z = (mean - ctrl_mean) / jnp.sqrt(se2 + ctrl_se2)
        print(f"{name}: lift={float(mean - ctrl_mean):+.4f} z={float(z):.2f}")


if __name__ == "__main__":
    main()
