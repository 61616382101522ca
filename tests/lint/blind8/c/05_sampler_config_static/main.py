import dataclasses

import jax
import jax.numpy as jnp
import numpy as np

from sampling import GenerationConfig, sample_next

VOCAB = 32
DIM = 16


class ToyLM:
    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.embed = jax.random.normal(k1, (VOCAB, DIM)) * 0.3
        self.out = jax.random.normal(k2, (DIM, VOCAB)) * 0.3

    def logits(self, tokens):
        h = self.embed[tokens].mean(axis=1)
        return h @ self.out


class Generator:
    def __init__(self, model, seed=0):
        self.model = model
        self.gen_cfg = GenerationConfig()
        self.key = jax.random.PRNGKey(seed)

    def generate(self, prompt_ids, **overrides):
        self.gen_cfg = dataclasses.replace(self.gen_cfg, **overrides)
        tokens = jnp.asarray(prompt_ids, jnp.int32)[None]
        for _ in range(self.gen_cfg.max_new_tokens):
            self.key, sub = jax.random.split(self.key)
            nxt = sample_next(self.model.logits(tokens), sub, self.gen_cfg)
            tokens = jnp.concatenate([tokens[:, 1:], nxt[:, None]], axis=1)
        return tokens[0].tolist()


def main():
    gen = Generator(ToyLM(jax.random.PRNGKey(0)))
    rng = np.random.default_rng(7)
    requests = [
        {"prompt": rng.integers(0, VOCAB, 8).tolist(), "temperature": round(float(t), 2)}
        for t in rng.uniform(0.3, 1.2, size=6)
    ]
    for req in requests:
        out = gen.generate(req["prompt"], temperature=req["temperature"])
        print(f"T={req['temperature']:.2f} -> {out}")


if __name__ == "__main__":
    main()
