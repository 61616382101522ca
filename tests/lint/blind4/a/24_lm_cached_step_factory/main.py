import jax.numpy as jnp
import numpy as np

from steps import get_train_step

VOCAB = 27
rng = np.random.default_rng(0)
corpus = rng.integers(0, VOCAB, size=(4, 8, 16))
table = jnp.zeros((VOCAB, VOCAB))

for epoch in range(4):
    step = get_train_step(VOCAB, 0.5)
    for batch in corpus:
        table, loss = step(table, batch)
    print(epoch, float(loss))
