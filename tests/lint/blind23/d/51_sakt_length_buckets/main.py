import jax
import jax.numpy as jnp
import numpy as np
import optax

from buckets import bucketed_batches

N_SKILLS, D = 10, 16
rng = np.random.default_rng(0)
seqs = [rng.integers(0, 2 * N_SKILLS, int(rng.integers(5, 70))) for _ in range(120)]


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"emb": 0.1 * jax.random.normal(k1, (2 * N_SKILLS, D)),
            "qk": 0.1 * jax.random.normal(k2, (D, D)),
            "out": 0.1 * jax.random.normal(k3, (D, N_SKILLS))}


@jax.jit
def sakt_step(p, opt_state, x, m):
    def loss_fn(p):
        h = p["emb"][x]
        T = x.shape[1]
        att = (h @ p["qk"]) @ h.transpose(0, 2, 1) / jnp.sqrt(D)
        causal = jnp.tril(jnp.ones((T, T), bool), -1)
        att = jnp.where(causal[None] & (m[:, None, :] > 0), att, -1e9)
        ctx = jax.nn.softmax(att, -1) @ h
        logits = ctx @ p["out"]
        skill, corr = x % N_SKILLS, (x >= N_SKILLS).astype(jnp.float32)
        lq = jnp.take_along_axis(logits, skill[..., None], -1)[..., 0]
        valid = m * (jnp.arange(T) > 0)
        return jnp.sum(optax.sigmoid_binary_cross_entropy(lq, corr) * valid) / valid.sum()
    loss, g = jax.value_and_grad(loss_fn)(p)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(p, u), opt_state, loss


tx = optax.adam(3e-3)
params = init(jax.random.PRNGKey(0))
opt_state = tx.init(params)
for epoch in range(3):
    for x, m in bucketed_batches(seqs, 8):
        params, opt_state, loss = sakt_step(params, opt_state, x, m)
    print(epoch, float(loss))
