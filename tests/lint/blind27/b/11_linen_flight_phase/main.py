import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from data import synth_segments, bucket_batch


class PhaseClassifier(nn.Module):
    @nn.compact
    def __call__(self, x, m):
        h = nn.relu(nn.Dense(32)(x))
        pooled = (h * m[..., None]).sum(1) / m.sum(1, keepdims=True)
        return nn.Dense(3)(pooled)


model = PhaseClassifier()
tx = optax.adam(1e-2)


@jax.jit
def phase_step(params, opt_state, x, m, y):
    def loss_fn(p):
        logits = model.apply(p, x, m)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(8)
segs, labels = synth_segments(64, rng)
# sort by length so short segments share the small bucket
order = np.argsort([len(s) for s in segs])
segs = [segs[i] for i in order]
labels = labels[order]
params = model.init(jax.random.PRNGKey(0), *bucket_batch(segs[:8]))
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 64, 8):
        x, m = bucket_batch(segs[i:i + 8])
        params, opt_state, loss = phase_step(params, opt_state, x, m, labels[i:i + 8])
    print(epoch, float(loss))
