from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("gamma", "iters"))
def evaluate_policy(P, R, pi, gamma, iters=200):
    P_pi = jnp.einsum("sa,ast->st", pi, P)

    def body(_, v):
        return R + gamma * P_pi @ v

    return jax.lax.fori_loop(0, iters, body, jnp.zeros_like(R))
