import jax

from data import lifecycles, pad_group
from rnn import init, lifecycle_loss

params = init(jax.random.PRNGKey(0))
for epoch in range(2):
    for cat, curves in lifecycles().items():
        x, m = pad_group(curves)
        loss = lifecycle_loss(params, x, m)
        print(epoch, cat, x.shape, round(float(loss), 5))
