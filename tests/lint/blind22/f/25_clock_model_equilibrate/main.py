import jax
import jax.numpy as jnp

from mc import equilibrate

L = 8
BETAS = [0.4, 0.7, 1.0, 1.3, 1.6]


def sweeps_for(beta, base=10):
    return int(base * (1 + 2 * beta))


def main():
    key = jax.random.PRNGKey(0)
    theta = jnp.zeros((L, L))
    for beta in BETAS:
        theta, key, m = equilibrate(theta, key, beta, n_sweeps=sweeps_for(beta))
        print(f"beta={beta:.1f} sweeps={sweeps_for(beta)} |m|={float(m):.3f}")


if __name__ == "__main__":
    main()
