import jax.numpy as jnp

from admm import ADMMState, admm_iteration, init_state

H = 8
DT = 0.1


def condensed_qp(x0):
    idx = jnp.arange(H)
    G = DT * jnp.tril(jnp.ones((H, H)))
    free = x0[0] + DT * (idx + 1) * x0[1]
    Q = G.T @ G + 0.1 * jnp.eye(H)
    q = G.T @ (free - 1.0)
    return Q, q


def main():
    x = jnp.array([0.0, 0.0])
    state = init_state(H)
    for t in range(3):
        qp = condensed_qp(x)
        for _ in range(10):
            state = admm_iteration(state, qp, 1.0)
        u0 = state.z[0]
        x = x + DT * jnp.array([x[1], u0])
    print(x)


if __name__ == "__main__":
    main()
