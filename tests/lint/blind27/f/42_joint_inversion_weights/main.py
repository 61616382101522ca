import jax
import jax.numpy as jnp
import numpy as np

from surveys import N_CELLS, area_surveys


@jax.jit
def weighted_joint_grad(m, surveys):
    def phi(m_):
        data = sum(s["w"] * jnp.sum((s["G"] @ m_ - s["d"]) ** 2) for s in surveys.values())
        return data + 1e-2 * jnp.sum(jnp.diff(m_) ** 2)
    return jax.value_and_grad(phi)(m)


def main():
    rng = np.random.default_rng(40)
    for area in range(6):
        surveys = area_surveys(area, rng)
        m = jnp.zeros(N_CELLS)
        for _ in range(25):
            val, g = weighted_joint_grad(m, surveys)
            m = m - 0.2 * g
        n_used = sum(int(s["w"]) for s in surveys.values())
        print(f"area {area}: {n_used} datasets, misfit {float(val):.3f}")


if __name__ == "__main__":
    main()
