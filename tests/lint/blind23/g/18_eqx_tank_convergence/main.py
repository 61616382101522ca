import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import build


@eqx.filter_jit
def simulate_loss(model, rain, q_obs):
    q = model(rain)
    return jnp.mean((q - q_obs) ** 2)


def main():
    rng = np.random.default_rng(21)
    rain = jnp.asarray(rng.gamma(0.6, 6.0, 90).astype(np.float32))
    reference = build(48)(rain)
    q_obs = reference + 0.05 * jnp.asarray(rng.normal(size=90).astype(np.float32))
    # convergence study over the number of sub-daily steps
    for n_sub in [1, 2, 4, 8, 16, 24]:
        err = simulate_loss(build(n_sub), rain, q_obs)
        print(f"substeps {n_sub:2d}: mse {float(err):.5f}")


if __name__ == "__main__":
    main()
