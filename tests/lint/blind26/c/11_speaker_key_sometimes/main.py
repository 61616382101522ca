import jax
from data import SpeechBatches
from model import init, sgd_step

params = init(jax.random.PRNGKey(0))
for epoch in range(2):
    for batch in SpeechBatches(seed=epoch):
        params, loss = sgd_step(params, batch)
    print("epoch", epoch, float(loss))
