import jax
import jax.numpy as jnp


def soft_start_times(logits, proc):
    # soft ordering by sorting scores through a pairwise sigmoid
    before = jax.nn.sigmoid(logits[None, :] - logits[:, None])  # P(j before i)
    before = before * (1.0 - jnp.eye(logits.shape[0]))
    return before @ proc


def penalties(logits, inst):
    start = soft_start_times(logits, inst["proc"])
    finish = start + inst["proc"]
    terms = {"tardiness": jnp.sum(jax.nn.softplus(finish - inst["due"]))}
    if "precedence" in inst:
        gap = start[None, :] - finish[:, None]  # job j must start after i finishes
        terms["precedence"] = 10.0 * jnp.sum(inst["precedence"] * jax.nn.relu(-gap))
    return sum(terms.values())


@jax.jit
def improve_schedule(logits, inst, lr=0.1, n_steps=40):
    g = jax.grad(penalties)
    logits = jax.lax.fori_loop(0, n_steps, lambda _, l: l - lr * g(l, inst), logits)
    return logits, penalties(logits, inst)
