import jax.numpy as jnp
from data import reticulorumen_bolus_logs, batches
from model import fever_loss_grad

logs = reticulorumen_bolus_logs()
w = jnp.zeros(3)
for epoch in range(3):
    for x, m, y in batches(logs):
        loss, g = fever_loss_grad(w, x, m, y)
        w = w - 0.5 * g
    print("epoch", epoch, "loss", float(loss))
