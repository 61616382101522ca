import json

import jax
import jax.numpy as jnp
import numpy as np

from config import ServingConfig


@jax.jit
def sample_next(key, logits, temperature):
    return jax.random.categorical(key, logits / temperature, axis=-1)


class Generator:
    def __init__(self, cfg, seed=0):
        self.cfg = cfg
        rng = np.random.default_rng(seed)
        self.table = jnp.asarray(rng.standard_normal((cfg.vocab_size, cfg.vocab_size)), jnp.float32)
        self.key = jax.random.PRNGKey(seed)

    def generate(self, prompt_ids, temperature=None):
        temperature = self.cfg.temperature if temperature is None else temperature
        ids = list(prompt_ids)
        for _ in range(self.cfg.max_new_tokens):
            self.key, sub = jax.random.split(self.key)
            ids.append(int(sample_next(sub, self.table[ids[-1]], temperature)))
        return ids


def main():
    gen = Generator(ServingConfig.load())
    requests = [
        '{"prompt": [1, 2, 3]}',
        '{"prompt": [5], "temperature": 1.2}',
        '{"prompt": [9, 9]}',
        '{"prompt": [4, 7], "temperature": 0.3}',
    ]
    for raw in requests:
        req = json.loads(raw)
        print(gen.generate(req["prompt"], temperature=req.get("temperature")))


if __name__ == "__main__":
    main()
