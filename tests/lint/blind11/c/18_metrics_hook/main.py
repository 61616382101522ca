import jax
import jax.numpy as jnp
import numpy as np

from serving import serve

W = jax.random.normal(jax.random.PRNGKey(0), (6, 3))
model_fn = jax.jit(lambda x: jax.nn.softmax(x @ W, axis=-1))
history = []


def log_metrics(step, batch, probs):
    entropy = jax.jit(lambda p: -(p * jnp.log(p + 1e-9)).sum(-1).mean())
    history.append((step, float(entropy(probs))))


rng = np.random.default_rng(18)
batches = [jnp.asarray(rng.normal(size=(5, 6)).astype(np.float32)) for _ in range(5)]
serve(batches, model_fn, on_batch=log_metrics)
print(history[-1])
