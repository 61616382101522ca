import jax
import jax.numpy as jnp
import numpy as np

N_CELLS = 30


def kernel(n_obs, depth, seed):
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 1, n_obs)[:, None] - np.linspace(0, 1, N_CELLS)[None]
    K = depth / (x ** 2 + depth ** 2) * (1 + 0.01 * rng.normal(size=(n_obs, N_CELLS)))
    return (K / np.linalg.norm(K, 2)).astype(np.float32)


@jax.jit
def joint_misfit_grad(m, surveys):
    def phi(m_):
        return sum(jnp.sum((G @ m_ - d) ** 2) for G, d in surveys) + 1e-2 * jnp.sum(jnp.diff(m_) ** 2)
    return jax.value_and_grad(phi)(m)


def available_surveys(area, rng):
    m_true = np.sin(np.linspace(0, 3, N_CELLS)).astype(np.float32)
    out = []
    for name, depth in [("gravity", 0.2), ("magnetics", 0.1), ("em", 0.05)]:
        if name == "gravity" or rng.random() < 0.5:
            G = kernel(25, depth, area)
            out.append((G, G @ m_true))
    return out


def main():
    rng = np.random.default_rng(40)
    for area in range(6):
        surveys = available_surveys(area, rng)
        m = jnp.zeros(N_CELLS)
        for _ in range(25):
            val, g = joint_misfit_grad(m, surveys)
            m = m - 0.2 * g
        print(f"area {area}: {len(surveys)} datasets, misfit {float(val):.3f}")


if __name__ == "__main__":
    main()
