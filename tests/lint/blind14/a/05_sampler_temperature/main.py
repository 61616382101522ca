import jax
import numpy as np

from sampling import sample_next


class TemperatureAnnealer:
    def __init__(self, start=1.5, end=0.7, steps=6):
        self.start, self.end, self.steps = start, end, steps

    def __call__(self, t):
        frac = min(t / self.steps, 1.0)
        return self.start + (self.end - self.start) * frac


def generate(logits_fn, prompt_ids, n_tokens, seed=0):
    key = jax.random.PRNGKey(seed)
    anneal = TemperatureAnnealer()
    out = list(prompt_ids)
    for t in range(n_tokens):
        key, sub = jax.random.split(key)
        logits = logits_fn(out)
        tok = sample_next(logits, sub, temperature=anneal(t), top_k=8)
        out.append(int(tok[0]))
    return out


if __name__ == "__main__":
    table = np.random.default_rng(0).normal(size=(32, 32)).astype(np.float32)
    logits_fn = lambda ids: table[ids[-1]][None, :]
    print(generate(logits_fn, [1, 2], n_tokens=5))
