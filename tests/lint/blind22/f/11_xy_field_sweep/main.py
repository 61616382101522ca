import jax
import numpy as np

from physics import make_relax_step

L = 6
FIELDS = [0.0, 0.2, 0.4, 0.6, 0.8]


def relax(theta, h, n_iter=20):
    step = make_relax_step(1.0, h)
    for _ in range(n_iter):
        theta, e = step(theta)
    return theta, e


def main():
    theta0 = jax.random.uniform(jax.random.PRNGKey(0), (L, L), maxval=2 * np.pi)
    for h in FIELDS:
        theta, e = relax(theta0, h)
        mx = float(np.cos(np.asarray(theta)).mean())
        print(f"h={h:.1f} E={float(e):.4f} mx={mx:.4f}")


if __name__ == "__main__":
    main()
