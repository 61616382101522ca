import jax

from data import batches, make_bouts
from model import init, masked_mean_loss

bouts, labels = make_bouts()
params = init(jax.random.PRNGKey(0))
for epoch in range(3):
    total = 0.0
    for x, mask, y in batches(bouts, labels):
        total += float(masked_mean_loss(params, x, mask, y))
    print(epoch, round(total, 4))
