import numpy as np
import jax
import jax.numpy as jnp

from network import BRANCHES, incidence_and_b, ratings


def dc_flows(A, b, injections):
    Bbus = A.T @ (b[:, None] * A)
    theta = jnp.concatenate([jnp.zeros(1), jnp.linalg.solve(Bbus[1:, 1:], injections[1:])])
    return b * (A @ theta)


def main():
    inj = np.array([1.5, 0.4, -0.6, -0.5, -0.8], dtype=np.float32)
    rate = ratings()
    worst = []
    for out in range(len(BRANCHES)):
        A, b = incidence_and_b(out)

        @jax.jit
        def branch_loading(p):
            return jnp.abs(dc_flows(A, b, p)) / rate

        lf = np.asarray(branch_loading(inj))
        worst.append((out, int(lf.argmax()), round(float(lf.max()), 3)))
    for row in sorted(worst, key=lambda r: -r[2])[:3]:
        print(row)


if __name__ == "__main__":
    main()
