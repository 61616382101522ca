import jax
import jax.numpy as jnp

from data import collate, random_graphs

N_NODES, FEAT = 10, 8


@jax.jit
def message_pass(h, w, senders, receivers, mask):
    def one(s, r, m):
        msg = (h[s] @ w) * m[:, None]
        return jax.ops.segment_sum(msg, r, num_segments=N_NODES)
    return jax.nn.relu(h + jax.vmap(one)(senders, receivers, mask).mean(0))


key = jax.random.PRNGKey(0)
h = jax.random.normal(key, (N_NODES, FEAT))
w = jax.random.normal(key, (FEAT, FEAT)) * 0.1
graphs = random_graphs(24)
for i in range(0, len(graphs), 4):
    snd, rcv, mask = collate(graphs[i:i + 4])
    h = message_pass(h, w, snd, rcv, mask)
print(float(h.sum()))
