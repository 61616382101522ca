import jax
import jax.numpy as jnp


def relaxed_cost(logits, dist, demand, capacity, penalty=5.0):
    assign = jax.nn.softmax(logits, axis=1)
    travel = jnp.sum(assign * dist)
    load = demand @ assign
    overflow = jax.nn.relu(load - capacity)
    return travel + penalty * jnp.sum(overflow ** 2)


@jax.jit
def solve_assignment(dist, demand, capacity, lr=0.1, n_steps=100):
    grad = jax.grad(relaxed_cost)

    def body(_, logits):
        return logits - lr * grad(logits, dist, demand, capacity)

    logits = jax.lax.fori_loop(0, n_steps, body, jnp.zeros_like(dist))
    return jax.nn.softmax(logits, axis=1), relaxed_cost(logits, dist, demand, capacity)
