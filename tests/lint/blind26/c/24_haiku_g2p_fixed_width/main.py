import jax
import jax.numpy as jnp
from g2p import net, g2p_update, MAX_LEN
from lexicon import load_lexicon, to_array

lex = load_lexicon()
params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, MAX_LEN), jnp.int32))
for epoch in range(2):
    for entry in lex:
        g, p = to_array([entry])
        params, loss = g2p_update(params, g, p)
    print(epoch, float(loss))
