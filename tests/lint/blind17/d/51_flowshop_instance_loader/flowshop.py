import jax
import jax.numpy as jnp


def soft_makespan(order_logits, durations, temperature=0.3, n_sinkhorn=20):
    log_p = order_logits / temperature
    for _ in range(n_sinkhorn):
        log_p = log_p - jax.nn.logsumexp(log_p, axis=1, keepdims=True)
        log_p = log_p - jax.nn.logsumexp(log_p, axis=0, keepdims=True)
    P = jnp.exp(log_p)
    seq = P @ durations  # soft job order x machines
    n_jobs, n_mach = seq.shape
    C = jnp.zeros(n_mach)
    for j in range(n_jobs):
        row = []
        prev = 0.0
        for m in range(n_mach):
            prev = jax.nn.softplus(4.0 * (prev - C[m])) / 4.0 + C[m] + seq[j, m]
            row.append(prev)
        C = jnp.stack(row)
    return C[-1]


@jax.jit
def optimise_order(durations, n_steps=30, lr=0.5):
    n = durations.shape[0]
    grad = jax.grad(soft_makespan)
    logits = jax.lax.fori_loop(0, n_steps, lambda _, l: l - lr * grad(l, durations), jnp.zeros((n, n)))
    return jnp.argmax(logits, axis=1), soft_makespan(logits, durations)
