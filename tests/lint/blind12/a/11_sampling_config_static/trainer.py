import jax
import jax.numpy as jnp

from sampling import SamplingConfig, sample_continuation


class LMTrainer:
    def __init__(self, params, lr=0.05):
        self.params = params
        self.lr = lr
        self.sampling = SamplingConfig(temperature=0.8, top_k=5)
        self._update = jax.jit(self._sgd)

    @staticmethod
    def _sgd(params, tokens, lr):
        def loss_fn(p):
            h = jnp.tanh(p["emb"][tokens[:-1]])
            logp = jax.nn.log_softmax(h @ p["emb"].T)
            return -logp[jnp.arange(tokens.shape[0] - 1), tokens[1:]].mean()

        loss, g = jax.value_and_grad(loss_fn)(params)
        return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), loss

    def on_epoch_start(self, epoch):
        self.sampling = SamplingConfig(temperature=0.8, top_k=5, max_new_tokens=8)

    def sample_preview(self, key, prompt_last):
        return sample_continuation(self.params, prompt_last, key, self.sampling)

    def fit(self, token_stream, epochs):
        key = jax.random.PRNGKey(1)
        for epoch in range(epochs):
            self.on_epoch_start(epoch)
            for tokens in token_stream:
                self.params, loss = self._update(self.params, tokens, self.lr)
            key, sub = jax.random.split(key)
            preview = self.sample_preview(sub, tokens[-1])
            print(f"epoch {epoch} loss {float(loss):.3f} sample {preview.tolist()}")
