import equinox as eqx
import jax
from model import E2ELink
from train import optim, train_step

model = E2ELink(m=16, n_ch=7, key=jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for step in range(4):
    key, sub = jax.random.split(key)
    model, opt_state, loss = train_step(model, opt_state, sub, step)
    print(step, float(loss))
