import jax
import jax.numpy as jnp
import numpy as np

from mc import run_sweeps

L = 10
D = 1.5
N_SWEEPS = 20


def main():
    key = jax.random.PRNGKey(0)
    s = jnp.ones((L, L))
    for beta in np.linspace(0.3, 1.2, 6):
        s, key = run_sweeps(s, key, float(beta), D, N_SWEEPS)
        print(f"beta={beta:.2f} <s^2>={float(jnp.mean(s ** 2)):.3f} |m|={float(jnp.abs(s.mean())):.3f}")


if __name__ == "__main__":
    main()
