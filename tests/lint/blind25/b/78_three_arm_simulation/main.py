import numpy as np
import jax
import jax.numpy as jnp


ARMS = {"placebo": 0.0, "10mg": 10.0, "30mg": 30.0}
RATIO = {"placebo": 1, "10mg": 2, "30mg": 2}
N_TOTAL = 100


def allocate(arm):
    n = N_TOTAL * RATIO[arm] // sum(RATIO.values())
    mask = np.zeros(N_TOTAL, np.float32)
    mask[:n] = 1.0
    return mask


@jax.jit
def simulate_arm_response(key, dose, n_mask):
    k1, k2 = jax.random.split(key)
    ec50 = jnp.exp(jnp.log(20.0) + 0.5 * jax.random.normal(k1, n_mask.shape))
    resp = 40.0 * dose / (ec50 + dose) + 8.0 * jax.random.normal(k2, n_mask.shape)
    return jnp.sum(resp * n_mask) / jnp.sum(n_mask)


def main():
    key = jax.random.PRNGKey(7)
    for rep in range(3):
        means = {}
        for name, dose in ARMS.items():
            key, sub = jax.random.split(key)
            means[name] = float(simulate_arm_response(sub, jnp.float32(dose), allocate(name)))
        print(f"rep {rep}: " + ", ".join(f"{k}={v:.1f}" for k, v in means.items()))


if __name__ == "__main__":
    main()
