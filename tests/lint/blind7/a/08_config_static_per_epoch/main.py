from functools import partial

import jax
import jax.numpy as jnp

from config import DecoderConfig


@partial(jax.jit, static_argnums=(2,))
def attention_loss(params, tokens, cfg):
    x = params["embed"][tokens]
    b, t, d = x.shape
    h = cfg.n_heads
    q = (x @ params["wq"]).reshape(b, t, h, d // h)
    k = (x @ params["wk"]).reshape(b, t, h, d // h)
    att = jnp.einsum("bthd,bshd->bhts", q, k) / jnp.sqrt(d // h)
    if cfg.causal:
        att = jnp.where(jnp.tril(jnp.ones((t, t), bool)), att, -1e9)
    att = jax.nn.softmax(att, -1)
    return jnp.mean(att ** 2) * (1.0 - cfg.dropout)


class Trainer:
    def __init__(self, params):
        self.params = params
        self.cfg = DecoderConfig(n_heads=4, dropout=0.1)

    def on_epoch_start(self, epoch):
        self.cfg = DecoderConfig(n_heads=4, dropout=0.1)

    def train(self, epochs, batches):
        for epoch in range(epochs):
            self.on_epoch_start(epoch)
            for tokens in batches:
                loss = attention_loss(self.params, tokens, self.cfg)
            print(epoch, float(loss))


key = jax.random.PRNGKey(0)
ks = jax.random.split(key, 3)
params = {"embed": jax.random.normal(ks[0], (100, 16)),
          "wq": jax.random.normal(ks[1], (16, 16)),
          "wk": jax.random.normal(ks[2], (16, 16))}
batches = [jax.random.randint(jax.random.PRNGKey(i), (2, 8), 0, 100) for i in range(2)]
Trainer(params).train(epochs=4, batches=batches)
