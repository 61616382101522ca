from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("utility",))
def maximize_utility(scenarios, gamma, utility, n_iter=200, lr=0.5):
    n = scenarios.shape[1]

    def objective(logits):
        w = jax.nn.softmax(logits)
        return -jnp.mean(utility(scenarios @ w, gamma))

    def body(_, logits):
        return logits - lr * jax.grad(objective)(logits)

    logits = jax.lax.fori_loop(0, n_iter, body, jnp.zeros(n))
    return jax.nn.softmax(logits)
