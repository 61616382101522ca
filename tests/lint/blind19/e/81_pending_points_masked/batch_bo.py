import jax
import jax.numpy as jnp


def kern(a, b):
    return jnp.exp(-0.5 * jnp.sum((a[:, None] - b[None]) ** 2, -1) / 0.05)


@jax.jit
def local_penalised_ucb(mu, sd, cand, pending):
    score = mu + 2.0 * sd
    pts, mask = pending
    penalty = jnp.max(kern(cand, pts) * mask[None], axis=1)
    score = score * (1.0 - penalty) - penalty
    return jnp.argmax(score)


def propose_batch(mu, sd, cand, q):
    chosen = []
    pts = jnp.zeros((q, cand.shape[1]))
    mask = jnp.zeros(q)
    for j in range(q):
        i = local_penalised_ucb(mu, sd, cand, (pts, mask))
        chosen.append(int(i))
        pts = pts.at[j].set(cand[i])
        mask = mask.at[j].set(1.0)
    return chosen
