import numpy as np
import jax
import jax.numpy as jnp


def tpa_data(seed=0, n=90):
    rng = np.random.default_rng(seed)
    # texture profile analysis of surimi gels: hardness, springiness, cohesiveness, ...
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x @ np.array([0.7, 0.0, 0.4, 0.0, -0.5, 0.1]) + 0.1 * rng.normal(size=n)).astype(np.float32)
    return x, y


def main():
    x, y = tpa_data()
    x_val, y_val = tpa_data(seed=1)
    for lam in [0.0, 0.01, 0.1, 1.0]:

        @jax.jit
        def l1_objective_grad(w):
            loss = lambda w: jnp.mean((x @ w - y) ** 2) + lam * jnp.sum(jnp.abs(w))
            return jax.grad(loss)(w)

        w = jnp.zeros(6)
        for _ in range(60):
            w = w - 0.05 * l1_objective_grad(w)
        val = float(jnp.mean((x_val @ w - y_val) ** 2))
        print(f"lambda={lam:<5} gel strength val mse {val:.4f} nonzero {int((jnp.abs(w) > 0.02).sum())}")


if __name__ == "__main__":
    main()
