import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def shrink(effects, variances, tau2):
    weight = tau2 / (tau2 + variances)
    grand = jnp.sum(effects / (variances + tau2)) / jnp.sum(1.0 / (variances + tau2))
    posterior = grand + weight * (effects - grand)
    resid = jnp.mean((effects - grand) ** 2 - variances)
    return posterior, jnp.maximum(resid, 1e-4)


def main():
    rng = np.random.default_rng(3)
    n_segments = 24
    effects = jnp.asarray(rng.normal(0.02, 0.05, n_segments), dtype=jnp.float32)
    variances = jnp.asarray(rng.uniform(0.001, 0.004, n_segments), dtype=jnp.float32)

    tau2 = 0.01
    for it in range(5):
        posterior, tau2 = shrink(effects, variances, tau2)
        print(f"iter {it}: tau2={float(tau2):.5f} max={float(posterior.max()):.4f}")


if __name__ == "__main__":
    main()
