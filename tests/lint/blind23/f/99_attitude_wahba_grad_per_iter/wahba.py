import jax
import jax.numpy as jnp


def rotation(p):
    # modified Rodrigues parameters -> DCM
    p2 = jnp.dot(p, p)
    px = jnp.array([[0, -p[2], p[1]], [p[2], 0, -p[0]], [-p[1], p[0], 0]])
    return jnp.eye(3) + (8 * px @ px - 4 * (1 - p2) * px) / (1 + p2) ** 2


def wahba_cost(p, body_vecs, ref_vecs, weights):
    R = rotation(p)
    res = body_vecs - ref_vecs @ R.T
    return 0.5 * jnp.sum(weights * jnp.sum(res ** 2, axis=1))


def solve_attitude(body_vecs, ref_vecs, weights, n_iter=40, lr=0.1):
    p = jnp.zeros(3)
    for _ in range(n_iter):
        grad_fn = jax.jit(jax.grad(wahba_cost))
        p = p - lr * grad_fn(p, body_vecs, ref_vecs, weights)
    return p
