import jax.numpy as jnp

from meanfield import mf_iteration

CONFIG = {"z": 4, "t": 0.06, "U": 1.0}
MUS = [0.1, 0.3, 0.6, 0.9]


def order_parameter(mu, n_iter=6):
    psi = jnp.asarray(0.5, dtype=jnp.float32)
    for _ in range(n_iter):
        psi = mf_iteration(psi, mu, config=CONFIG)
    return abs(float(psi))


def main():
    for mu in MUS:
        print(f"mu={mu:.1f} |psi|={order_parameter(mu):.4f}")


if __name__ == "__main__":
    main()
