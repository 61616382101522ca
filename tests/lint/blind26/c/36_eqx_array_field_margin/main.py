import jax
from data import triplets
from model import SpeakerEmbedder, triplet_step

a, p, n = triplets(36)
for margin in (0.2, 0.5, 1.0):
    model = SpeakerEmbedder(20, margin, jax.random.PRNGKey(0))
    for _ in range(10):
        model, loss = triplet_step(model, a, p, n)
    print(margin, float(loss))
