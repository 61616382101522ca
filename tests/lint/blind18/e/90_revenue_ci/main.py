import numpy as np
import jax
import jax.numpy as jnp

from warehouse import control_revenue, treatment_revenue


@jax.jit
def bootstrap_mean_ci(key, x):
    x = x.reshape(-1)
    idx = jax.random.randint(key, (500, x.shape[0]), 0, x.shape[0])
    means = jnp.mean(x[idx], axis=1)
    return jnp.mean(x), jnp.quantile(means, jnp.array([0.025, 0.975]))


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    kc, kt = jax.random.split(key)
    m_c, ci_c = bootstrap_mean_ci(kc, control_revenue(rng))
    m_t, ci_t = bootstrap_mean_ci(kt, treatment_revenue(rng))
    print(f"control {float(m_c):.2f} {np.round(np.asarray(ci_c), 2)}")
    print(f"treatment {float(m_t):.2f} {np.round(np.asarray(ci_t), 2)}")


if __name__ == "__main__":
    main()
