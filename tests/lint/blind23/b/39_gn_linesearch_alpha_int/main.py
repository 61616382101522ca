import jax
import jax.numpy as jnp
import numpy as np

rng = np.random.default_rng(6)
DEPTHS = jnp.linspace(0.0, 3.0, 30)
OBS = 2.0 * jnp.exp(-DEPTHS / 0.8) + 0.5 + 0.01 * jnp.asarray(rng.standard_normal(30), jnp.float32)


def model_curve(p):
    # exponential compaction trend for porosity/velocity with depth
    return p[0] * jnp.exp(-DEPTHS / p[1]) + p[2]


def objective(p):
    return 0.5 * jnp.sum((model_curve(p) - OBS) ** 2)


@jax.jit
def trial_update(p, direction, alpha):
    p_new = p + alpha * direction
    return p_new, objective(p_new)


def descend(p, n_iter=6):
    for it in range(n_iter):
        J = jax.jacfwd(model_curve)(p)
        r = model_curve(p) - OBS
        direction = -3.0 * (J.T @ r) / jnp.linalg.norm(J.T @ r)
        f0 = objective(p)
        alpha = 1
        for _ in range(4):
            p_new, f_new = trial_update(p, direction, alpha)
            if f_new < f0:
                break
            alpha = alpha * 0.5
        p = p_new
        print(it, float(f_new), alpha)
    return p


if __name__ == "__main__":
    print(np.asarray(descend(jnp.array([1.0, 0.3, 0.0]))))
