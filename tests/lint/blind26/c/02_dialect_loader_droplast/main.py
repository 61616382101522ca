import jax
import jax.numpy as jnp
from data import DialectCorpus
from model import model, tx, update

corpus = DialectCorpus()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 24)))
opt_state = tx.init(params)

for epoch in range(4):
    losses = []
    for x, y in corpus.batches(64):
        params, opt_state, loss = update(params, opt_state, x, y)
        losses.append(float(loss))
    print(epoch, sum(losses) / len(losses))
