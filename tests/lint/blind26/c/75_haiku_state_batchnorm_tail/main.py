import jax
import jax.numpy as jnp
from data import RegisterCorpus
from net import net, tx, bn_train_step

corpus = RegisterCorpus()
params, state = net.init(jax.random.PRNGKey(0), jnp.zeros((2, 15)), True)
opt_state = tx.init(params)
for epoch in range(3):
    for x, y in corpus.epoch(64):
        params, state, opt_state, loss = bn_train_step(params, state, opt_state, x, y)
    print(epoch, float(loss))
