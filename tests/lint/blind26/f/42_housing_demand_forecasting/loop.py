import jax.numpy as jnp
from train import warmup_step

def fit(model, x, y, epochs):
    for epoch in range(epochs):
        model, loss = warmup_step(model, x, y, jnp.asarray(epoch))
        print(epoch, float(loss))
    return model
