import numpy as np
import jax.numpy as jnp

from glm import newton_step


def main():
    rng = np.random.default_rng(0)
    n = 150
    X = np.column_stack([np.ones(n), rng.normal(size=(n, 2))]).astype(np.float32)
    exposure = rng.uniform(0.5, 2.0, size=n).astype(np.float32)
    lam = exposure * np.exp(X @ np.array([0.3, 0.4, -0.2]))
    y = rng.negative_binomial(3, 3 / (3 + lam)).astype(np.float32)

    params = {
        "beta": jnp.zeros(3, dtype=jnp.float32),
        "log_alpha": jnp.zeros((), dtype=jnp.float32),
    }
    for it in range(10):
        params, ll = newton_step(params, X, y, exposure)
    print("beta", params["beta"], "ll", float(ll))


if __name__ == "__main__":
    main()
