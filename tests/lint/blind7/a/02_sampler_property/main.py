import jax
import jax.numpy as jnp


class SamplingServer:
    def __init__(self, vocab_size, temperature=0.8, top_k=20):
        self.vocab_size = vocab_size
        self.temperature = temperature
        self.top_k = top_k
        key = jax.random.PRNGKey(0)
        self.embed = jax.random.normal(key, (vocab_size, 16))
        self.proj = jax.random.normal(jax.random.PRNGKey(1), (16, vocab_size))

    @property
    def sample_fn(self):
        temperature, top_k = self.temperature, self.top_k
        embed, proj = self.embed, self.proj

        def sample_next(token, key):
            logits = embed[token] @ proj / temperature
            kth = jax.lax.top_k(logits, top_k)[0][-1]
            logits = jnp.where(logits < kth, -jnp.inf, logits)
            return jax.random.categorical(key, logits)

        return jax.jit(sample_next)

    def generate(self, prompt_token, max_new_tokens, key):
        out = [prompt_token]
        token = jnp.asarray(prompt_token)
        for _ in range(max_new_tokens):
            key, sub = jax.random.split(key)
            token = self.sample_fn(token, sub)
            out.append(int(token))
        return out


if __name__ == "__main__":
    server = SamplingServer(vocab_size=64)
    print(server.generate(3, max_new_tokens=6, key=jax.random.PRNGKey(42)))
