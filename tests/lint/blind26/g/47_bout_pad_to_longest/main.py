import jax

from data import batches, make_bouts
from model import bout_loss, init

bouts, labels = make_bouts()
params = init(jax.random.PRNGKey(0))
for epoch in range(2):
    total = 0.0
    for x, mask, y in batches(bouts, labels):
        total += float(bout_loss(params, x, mask, y))
    print(epoch, total)
