import jax
import jax.numpy as jnp

from sources import mixed
from train import net, opt, update

params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 30)))
opt_state = opt.init(params)
for epoch in range(2):
    for x, y, w in mixed(seed=epoch):
        params, opt_state, loss = update(params, opt_state, x, y, w)
    print(epoch, float(loss))
