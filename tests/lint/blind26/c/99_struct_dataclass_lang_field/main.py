import jax.numpy as jnp
from batch import make_batches
from train import multilingual_step

# shared classifier over three Andean/South American languages (batch tagged with ISO code for logging)
params = {"w": jnp.zeros((16, 2)), "b": jnp.zeros(2)}
for epoch in range(2):
    for batch in make_batches(epoch):
        params, loss = multilingual_step(params, batch)
        last = (batch.lang, float(loss))
    print(epoch, last)
