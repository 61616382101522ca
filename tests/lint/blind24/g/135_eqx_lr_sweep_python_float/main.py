import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from sweep import run_trial


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(128, 3)), jnp.float32)
    y = jnp.asarray(np.asarray(x) @ np.array([0.5, -1.0, 2.0]) + 2.75, jnp.float32)
    for lr in [0.003, 0.01, 0.03, 0.1]:
        model = eqx.nn.Linear(3, 1, key=jax.random.PRNGKey(0))
        print(lr, round(run_trial(model, x, y, lr), 4))


if __name__ == "__main__":
    main()
