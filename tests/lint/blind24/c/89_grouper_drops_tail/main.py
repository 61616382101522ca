import numpy as np
import jax
import jax.numpy as jnp
import optax
from batching import exit_interview_batches

REASONS = 5
rng = np.random.default_rng(0)
records = [(rng.normal(size=12).astype(np.float32), int(rng.integers(0, REASONS))) for _ in range(467)]
W = jnp.zeros((12, REASONS))
tx = optax.adagrad(0.1)
state = tx.init(W)


@jax.jit
def exit_reason_step(W, state, x, r):
    def loss(W):
        return optax.softmax_cross_entropy_with_integer_labels(x @ W, r).mean()
    l, g = jax.value_and_grad(loss)(W)
    upd, state = tx.update(g, state)
    return optax.apply_updates(W, upd), state, l


for epoch in range(3):
    for xb, rb in exit_interview_batches(records, 50):
        W, state, l = exit_reason_step(W, state, xb, rb)
    print(epoch, float(l))
