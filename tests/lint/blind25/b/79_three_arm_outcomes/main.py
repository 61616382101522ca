import jax
import jax.numpy as jnp

from arms import ARMS, arm_size


@jax.jit
def arm_outcomes(ec50_z, noise_z, dose):
    ec50 = jnp.exp(jnp.log(20.0) + 0.5 * ec50_z)
    resp = 40.0 * dose / (ec50 + dose) + 8.0 * noise_z
    return resp.mean(), resp.std()


def main():
    key = jax.random.PRNGKey(7)
    for rep in range(3):
        summary = {}
        for name, dose in ARMS.items():
            key, k1, k2 = jax.random.split(key, 3)
            n = arm_size(name)
            m, s = arm_outcomes(jax.random.normal(k1, (n,)), jax.random.normal(k2, (n,)), jnp.float32(dose))
            summary[name] = f"{float(m):.1f}+/-{float(s):.1f}"
        print(f"rep {rep}: {summary}")


if __name__ == "__main__":
    main()
