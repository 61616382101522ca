import jax.numpy as jnp
from batch import AudioBatch
from train import voicing_step
from batch import Loader

w = jnp.zeros(13)
for epoch in range(3):
    for batch in Loader(epoch):
        w, loss, secs = voicing_step(w, batch)
    print(epoch, float(loss), float(secs))
