import jax
import jax.numpy as jnp
from loader import DocBatcher

emb = jax.random.normal(jax.random.PRNGKey(0), (400, 16)) * 0.1

def nda_loss(w, batch):
    h = emb[batch["ids"]]
    weight = batch.get("ocr_conf", jnp.ones(batch["ids"].shape))
    h = (h * weight[..., None]).sum(1) / weight.sum(1, keepdims=True)
    logit = h @ w
    return jnp.mean(jnp.logaddexp(0.0, logit) - batch["label"] * logit)

@jax.jit
def nda_step(w, batch):
    loss, g = jax.value_and_grad(nda_loss)(w, batch)
    return w - 0.5 * g, loss

w = jnp.zeros((16,))
for epoch in range(2):
    for b in DocBatcher(n_batches=6):
        w, loss = nda_step(w, b)
    print(epoch, float(loss))
