import jax
import jax.numpy as jnp
import numpy as np

from data import N_CHANNELS, sessions
from model import log_loss, predict_proba

rng = np.random.default_rng(107)
params = {"w": jnp.zeros(4), "channel": jnp.zeros(N_CHANNELS), "b": jnp.zeros(())}
grad_step = jax.jit(lambda p, b: jax.tree_util.tree_map(lambda x, g: x - 0.5 * g, p, jax.grad(log_loss)(p, b)))

for epoch in range(3):
    for _ in range(10):
        params = grad_step(params, sessions(rng, 256))
    val = sessions(rng, 256)
    print(f"epoch {epoch}: val mean p={float(predict_proba(params, val).mean()):.3f}")

export = sessions(rng, 256, with_ids=True)
scores = predict_proba(params, export)
top = np.argsort(-np.asarray(scores))[:5]
print("top sessions", export["session_id"][top].tolist())
