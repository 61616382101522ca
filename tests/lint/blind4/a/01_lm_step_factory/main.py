import jax
import numpy as np
import optax

from model import TinyLM
from train import make_train_step

VOCAB = 32
rng = np.random.default_rng(0)
corpus = rng.integers(0, VOCAB, size=(64, 12))

model = TinyLM(vocab=VOCAB)
params = model.init(jax.random.PRNGKey(0), corpus[:1, :-1])
tx = optax.adam(3e-3)
opt_state = tx.init(params)

for epoch in range(3):
    train_step = make_train_step(model, tx)
    losses = []
    for i in range(0, len(corpus), 32):
        params, opt_state, loss = train_step(params, opt_state, corpus[i:i + 32])
        losses.append(float(loss))
    print(f"epoch {epoch} loss {np.mean(losses):.4f}")
